import type { Address } from '../addresses';

/** An address as lines of text, the way it is written on an envelope. */
export function AddressLines({ address, countryName }: { address: Address; countryName: string }) {
  const lines = [
    `${address.firstName} ${address.lastName}`,
    address.company,
    address.address1,
    address.address2,
    [address.city, address.state, address.postcode].filter(Boolean).join(', '),
    countryName,
  ].filter(Boolean);
  return (
    <address className="not-italic leading-relaxed text-ink">
      {lines.map((l, i) => (
        // Each line takes the direction of its own text: "1600 Pennsylvania Ave" stays in order in Arabic.
        <span key={i} dir="auto" className={`block text-start ${i === 0 ? 'font-medium' : ''}`}>
          {l}
        </span>
      ))}
    </address>
  );
}
