// The total a checkout submission asks the order to be placed for (the API's `expectedTotal`, minor
// units of the chosen currency). Normally what the form shows; after the shop answered that the total
// changed, the new total it named, which the shopper has now read in the form's alert, so placing the
// order again confirms it. Should the form's own figures or currency change meanwhile, that answer is
// about a different order: the form's total counts again.

/** The shop's new total, with what the form showed (and in which currency) when the shop named it. */
export type ConfirmedTotal = { shown: number; currency: string; amount: number };

export function expectedTotal(shown: number, currency: string, confirmed: ConfirmedTotal | null): number {
  return confirmed && confirmed.shown === shown && confirmed.currency === currency ? confirmed.amount : shown;
}
