// Home two's hero: a wide picture of the shop's first slide, a title and line of text, and the
// vehicle search form (year → make → model → engine, or VIN) that opens the parts that fit.
// The picture is decoration (the text says what the block is for), so its alt is empty.
import { ShopImage } from '@/ui/ShopImage';
import { getTranslations } from 'next-intl/server';
import { VehicleSearch } from '@/features/vehicles/components/VehicleSearch';
import { slideImages } from '../../model';

export async function BlockFinder({ slide, vehicles }: { slide: string | null; vehicles: number }) {
  const t = await getTranslations();
  const picture = slide ? slideImages(slide).desktop : null;
  return (
    <section aria-labelledby="block-finder-title" className="relative isolate overflow-hidden bg-[#0b111b]" data-testid="block-finder">
      {picture && (
        <ShopImage src={picture.src} alt="" fill priority sizes="100vw" className="-z-10 object-cover opacity-80 rtl:-scale-x-100" />
      )}
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[linear-gradient(90deg,rgb(7_11_18/0.94)_0%,rgb(7_11_18/0.75)_45%,rgb(7_11_18/0.35)_100%)] rtl:bg-[linear-gradient(270deg,rgb(7_11_18/0.94)_0%,rgb(7_11_18/0.75)_45%,rgb(7_11_18/0.35)_100%)]"
      />
      <div className="mx-auto grid w-full max-w-[1350px] items-center gap-8 px-4 py-10 sm:px-6 md:py-14 lg:grid-cols-[minmax(0,1fr)_400px] lg:gap-16 lg:py-20">
        <div className="max-w-xl text-white">
          <p className="mb-3 text-xs font-bold uppercase tracking-[0.18em] text-[#ff8a80] md:text-sm">
            {t('TEXT_FINDER_EYEBROW', { count: vehicles })}
          </p>
          <h2 id="block-finder-title" className="text-3xl font-extrabold leading-[1.1] tracking-tight md:text-5xl">
            {t('HEADER_FIND_PARTS')}
          </h2>
          <p className="mt-4 text-[15px] leading-relaxed text-white/85 md:text-lg">{t('TEXT_FIND_PARTS')}</p>
        </div>
        <div className="rounded-xl bg-white p-5 shadow-[0_24px_60px_-20px_rgb(0_0_0/0.6)] md:p-6">
          <p className="mb-4 text-lg font-bold text-ink">{t('HEADER_SELECT_VEHICLE')}</p>
          <VehicleSearch />
        </div>
      </div>
    </section>
  );
}
