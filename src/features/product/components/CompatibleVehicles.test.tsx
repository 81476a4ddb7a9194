import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import type { FitVehicle } from '../fitment';
import type { ProductDetail } from '../queries';
import { CompatibleVehicles } from './CompatibleVehicles';
import { FitmentBlock } from './FitmentBlock';
import { productJsonLd } from './ProductJsonLd';

const render = (locale: Locale, node: ReactNode) =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} timeZone="UTC" messages={messagesFor(locale)}>
      {node}
    </NextIntlClientProvider>,
  );

const civic = (id: number, year: number, q: Partial<FitVehicle> = {}): FitVehicle => ({
  id,
  year,
  make: 'Honda',
  model: 'Civic',
  engine: '2.0L I4',
  position: 'front',
  quantity: 2,
  notes: 'w/ A/C',
  ...q,
});
const vehicles = [civic(11, 2019), civic(12, 2018), civic(13, 2017), civic(14, 2016), civic(15, 2014, { position: 'rear', notes: null })];

/** The entries of the list: their attributes and text. */
const entries = (html: string) =>
  [...html.matchAll(/<li[^>]*data-vehicle-id="(\d+)"[^>]*>(.*?)<\/li>/g)].map((m) => ({
    tag: m[0].slice(0, m[0].indexOf('>') + 1),
    id: Number(m[1]),
    text: m[2]!.replace(/<[^>]+>/g, ''),
  }));

describe('the compatible-vehicles list', () => {
  it('shows consecutive years as one range with how the part fits, and highlights the current vehicle’s range', () => {
    const html = render('en', <CompatibleVehicles vehicles={vehicles} currentVehicleId={13} />);
    const [range, single] = entries(html);
    expect(range!.text).toBe('2016–2019 · 2.0L I4Front · 2 per vehicle · w/ A/C');
    expect(range!.id).toBe(11);
    expect(range!.tag).toContain('data-vehicle-ids="11 12 13 14"');
    expect(range!.tag).toContain('data-year="2019"');
    expect(range!.tag).toContain('data-engine="2.0L I4"');
    // Typing 2017 keeps the range: its search text has every year.
    expect(range!.tag).toContain('data-search="2019 2018 2017 2016 honda civic 2.0l i4"');
    expect(range!.tag).toContain('font-semibold');
    expect(single!.text).toBe('2014 · 2.0L I4Rear · 2 per vehicle');
    expect(single!.tag).not.toContain('font-semibold');
    expect(html).toContain('5 vehicles');
  });

  it('speaks Russian and Arabic', () => {
    expect(entries(render('ru', <CompatibleVehicles vehicles={vehicles} currentVehicleId={null} />))[1]!.text).toBe(
      '2014 · 2.0L I4Сзади · 2 шт. на автомобиль',
    );
    const [range] = entries(render('ar', <CompatibleVehicles vehicles={vehicles} currentVehicleId={null} />));
    // The range as the Arabic locale writes it; the right-to-left page puts its first year on the right.
    expect(range!.text).toBe('2016–2019 · 2.0L I4في الأمام · قطعتان لكل سيارة · w/ A/C');
  });
});

describe('the fitment block', () => {
  const vehicle = { id: 13, year: 2017, make: 'Honda', model: 'Civic', engine: '2.0L I4' };
  it('says how the part fits the current vehicle', () => {
    const html = render('en', <FitmentBlock status="fits" vehicle={vehicle} qualifiers={vehicles[2]!} />);
    expect(html).toContain('Fits your 2017 Honda Civic 2.0L I4');
    expect(html.replace(/<[^>]+>/g, '')).toContain('How it fits: Front · 2 per vehicle · w/ A/C');
  });
  it('keeps the generic hint when the fitment row says nothing more', () => {
    const html = render(
      'en',
      <FitmentBlock status="fits" vehicle={vehicle} qualifiers={{ position: null, quantity: null, notes: null }} />,
    );
    expect(html).toContain(messagesFor('en').TEXT_FIT_FITS_HINT);
    expect(html).not.toContain('data-testid="fitment-qualifiers"');
  });
});

describe('the product’s structured data', () => {
  const product = {
    slug: 'pads',
    sku: 'P-1',
    partNumber: '1',
    name: { en: 'Pads' },
    excerpt: { en: 'Pads' },
    images: [],
    brand: null,
    price: 1000,
    stockStatus: 'in-stock',
    reviewsCount: 0,
    rating: 0,
    categories: [],
    compatibility: 'list',
  } as unknown as ProductDetail;
  const productLd = (p: ProductDetail, v: FitVehicle[]) =>
    productJsonLd(p, v, 'en', 'https://shop.example').find((x) => x['@type'] === 'Product') as Record<string, unknown>;

  it('names the vehicles a listed part is for, one per range', () => {
    const fits = productLd(product, vehicles).isAccessoryOrSparePartFor as { vehicleModelDate: string }[];
    expect(fits.map((f) => f.vehicleModelDate)).toEqual(['2016/2019', '2014']);
  });
  it('leaves them out for a universal part and for a part without vehicles', () => {
    expect(productLd({ ...product, compatibility: 'all' }, vehicles)).not.toHaveProperty('isAccessoryOrSparePartFor');
    expect(productLd(product, [])).not.toHaveProperty('isAccessoryOrSparePartFor');
  });
});
