// Parts brands the seed assigns to products. Every name is FICTIONAL (chosen to sound like a real
// aftermarket or OE supplier without naming one): the demo store must not imply that real companies
// supply it. `country` is an ISO 3166-1 alpha-2 code present in countries.ts.
import type { BrandSeed } from './types';

export const brands: BrandSeed[] = [
  // Germany
  { slug: 'nordlicht', name: 'Nordlicht', country: 'DE' },
  { slug: 'eisenbach-technik', name: 'Eisenbach Technik', country: 'DE' },
  { slug: 'falkenstein-autoteile', name: 'Falkenstein Autoteile', country: 'DE' },
  { slug: 'elbtal-filter', name: 'Elbtal Filter', country: 'DE' },
  // Japan
  { slug: 'kaizen-auto', name: 'Kaizen Auto', country: 'JP' },
  { slug: 'hoshizora-parts', name: 'Hoshizora Parts', country: 'JP' },
  { slug: 'tanuki-motor-works', name: 'Tanuki Motor Works', country: 'JP' },
  { slug: 'sakuragi-seiko', name: 'Sakuragi Seiko', country: 'JP' },
  // United States
  { slug: 'prairie-forge', name: 'Prairie Forge', country: 'US' },
  { slug: 'bluegrass-automotive', name: 'Bluegrass Automotive', country: 'US' },
  { slug: 'mesa-ridge-performance', name: 'Mesa Ridge Performance', country: 'US' },
  { slug: 'lakeshore-drivetrain', name: 'Lakeshore Drivetrain', country: 'US' },
  // South Korea
  { slug: 'hanbit-auto-parts', name: 'Hanbit Auto Parts', country: 'KR' },
  { slug: 'seorak-motive', name: 'Seorak Motive', country: 'KR' },
  { slug: 'jinju-precision', name: 'Jinju Precision', country: 'KR' },
  // China
  { slug: 'longmen-auto-parts', name: 'Longmen Auto Parts', country: 'CN' },
  { slug: 'tianshan-motor-parts', name: 'Tianshan Motor Parts', country: 'CN' },
  { slug: 'jade-river', name: 'Jade River', country: 'CN' },
  // Italy
  { slug: 'veloce-ricambi', name: 'Veloce Ricambi', country: 'IT' },
  { slug: 'dolomiti-freni', name: 'Dolomiti Freni', country: 'IT' },
  // France
  { slug: 'lumiere-auto', name: 'Lumière Auto', country: 'FR' },
  { slug: 'garonne-pieces-auto', name: 'Garonne Pièces Auto', country: 'FR' },
  // United Kingdom
  { slug: 'pennine-components', name: 'Pennine Components', country: 'GB' },
  { slug: 'thameside-autoparts', name: 'Thameside Autoparts', country: 'GB' },
  { slug: 'bramley-and-hart', name: 'Bramley & Hart', country: 'GB' },
  // Sweden
  { slug: 'norrsken-auto', name: 'Norrsken Auto', country: 'SE' },
  { slug: 'vintervag', name: 'Vinterväg', country: 'SE' },
  // Czechia
  { slug: 'vltava-autodily', name: 'Vltava Autodíly', country: 'CZ' },
  { slug: 'moravia-motor', name: 'Moravia Motor', country: 'CZ' },
  // Poland
  { slug: 'wisla-motoparts', name: 'Wisła Motoparts', country: 'PL' },
  { slug: 'orzel-auto', name: 'Orzeł Auto', country: 'PL' },
  // Russia
  { slug: 'volga-parts', name: 'Volga Parts', country: 'RU' },
  { slug: 'onega-avto', name: 'Onega Avto', country: 'RU' },
  // Türkiye
  { slug: 'kapadokya-parts', name: 'Kapadokya Parts', country: 'TR' },
  { slug: 'ege-oto-yedek', name: 'Ege Oto Yedek', country: 'TR' },
  // United Arab Emirates
  { slug: 'desert-falcon', name: 'Desert Falcon', country: 'AE' },
  { slug: 'gulf-crest-auto', name: 'Gulf Crest Auto', country: 'AE' },
  // Saudi Arabia
  { slug: 'najd-auto-parts', name: 'Najd Auto Parts', country: 'SA' },
  { slug: 'asir-motor-parts', name: 'Asir Motor Parts', country: 'SA' },
  // India
  { slug: 'ganga-auto-components', name: 'Ganga Auto Components', country: 'IN' },
  { slug: 'deccan-drive', name: 'Deccan Drive', country: 'IN' },
  // Spain
  { slug: 'sierra-nevada-recambios', name: 'Sierra Nevada Recambios', country: 'ES' },
  { slug: 'toledo-forja', name: 'Toledo Forja', country: 'ES' },
  // Brazil
  { slug: 'ipanema-autopecas', name: 'Ipanema Autopeças', country: 'BR' },
  { slug: 'cerrado-freios', name: 'Cerrado Freios', country: 'BR' },
  // Mexico
  { slug: 'sierra-madre-autopartes', name: 'Sierra Madre Autopartes', country: 'MX' },
  { slug: 'aztlan-motor', name: 'Aztlán Motor', country: 'MX' },
  // Taiwan
  { slug: 'yushan-lamp-works', name: 'Yushan Lamp Works', country: 'TW' },
  { slug: 'taroko-auto', name: 'Taroko Auto', country: 'TW' },
];
