// Purchase options a part can be offered with (PartSeed.options refers to these slugs).
// The shopper picks one value of each option on the product page; colour options show swatches.
import type { OptionSeed } from './types';

export const options: OptionSeed[] = [
  {
    slug: 'color',
    name: { en: 'Colour', ru: 'Цвет', ar: 'اللون' },
    type: 'color',
    values: [
      { slug: 'white', name: { en: 'White', ru: 'Белый', ar: 'أبيض' }, color: '#ffffff' },
      { slug: 'black', name: { en: 'Black', ru: 'Чёрный', ar: 'أسود' }, color: '#000000' },
      { slug: 'silver', name: { en: 'Silver', ru: 'Серебристый', ar: 'فضي' }, color: '#c0c0c0' },
      { slug: 'grey', name: { en: 'Grey', ru: 'Серый', ar: 'رمادي' }, color: '#808080' },
      { slug: 'red', name: { en: 'Red', ru: 'Красный', ar: 'أحمر' }, color: '#c62828' },
      { slug: 'yellow', name: { en: 'Yellow', ru: 'Жёлтый', ar: 'أصفر' }, color: '#ffd333' },
      { slug: 'blue', name: { en: 'Blue', ru: 'Синий', ar: 'أزرق' }, color: '#1e5bc6' },
      { slug: 'navy', name: { en: 'Navy', ru: 'Тёмно-синий', ar: 'كحلي' }, color: '#1f2a5a' },
    ],
  },
  {
    slug: 'side',
    name: { en: 'Side', ru: 'Сторона', ar: 'الجهة' },
    type: 'default',
    values: [
      { slug: 'left', name: { en: 'Left', ru: 'Левая', ar: 'يسار' } },
      { slug: 'right', name: { en: 'Right', ru: 'Правая', ar: 'يمين' } },
    ],
  },
  {
    slug: 'color-temperature',
    name: { en: 'Colour temperature', ru: 'Цветовая температура', ar: 'درجة حرارة اللون' },
    type: 'default',
    values: [
      { slug: '3000k', name: { en: '3000K Golden Yellow', ru: '3000K золотисто-жёлтый', ar: '3000K أصفر ذهبي' } },
      { slug: '4300k', name: { en: '4300K Warm White', ru: '4300K тёплый белый', ar: '4300K أبيض دافئ' } },
      { slug: '6000k', name: { en: '6000K Cool White', ru: '6000K холодный белый', ar: '6000K أبيض بارد' } },
      { slug: '8000k', name: { en: '8000K Ice Blue', ru: '8000K голубовато-белый', ar: '8000K أبيض مائل للزرقة' } },
    ],
  },
  {
    slug: 'material',
    name: { en: 'Material', ru: 'Материал', ar: 'الخامة' },
    type: 'default',
    values: [
      { slug: 'rubber', name: { en: 'Rubber', ru: 'Резина', ar: 'مطاط' } },
      { slug: 'tpe', name: { en: 'Thermoplastic (TPE)', ru: 'Термоэластопласт (TPE)', ar: 'مطاط حراري TPE' } },
      { slug: 'textile', name: { en: 'Textile', ru: 'Текстиль', ar: 'قماش' } },
      { slug: 'carpet', name: { en: 'Carpet', ru: 'Ворсовый ковролин', ar: 'موكيت' } },
      { slug: 'eco-leather', name: { en: 'Faux Leather', ru: 'Экокожа', ar: 'جلد صناعي' } },
      { slug: 'leather', name: { en: 'Genuine Leather', ru: 'Натуральная кожа', ar: 'جلد طبيعي' } },
    ],
  },
  {
    slug: 'size',
    name: { en: 'Size', ru: 'Размер', ar: 'المقاس' },
    type: 'default',
    values: [
      { slug: 'small', name: { en: 'Small', ru: 'Маленький', ar: 'صغير' } },
      { slug: 'medium', name: { en: 'Medium', ru: 'Средний', ar: 'متوسط' } },
      { slug: 'large', name: { en: 'Large', ru: 'Большой', ar: 'كبير' } },
      { slug: 'extra-large', name: { en: 'Extra Large', ru: 'Очень большой', ar: 'كبير جدًا' } },
    ],
  },
  {
    slug: 'pack',
    name: { en: 'Pack size', ru: 'Количество в упаковке', ar: 'عدد القطع في العبوة' },
    type: 'default',
    values: [
      { slug: '1-piece', name: { en: '1 piece', ru: '1 шт.', ar: 'قطعة واحدة' } },
      { slug: '2-pieces', name: { en: '2 pieces', ru: '2 шт.', ar: 'قطعتان' } },
      { slug: '4-pieces', name: { en: '4 pieces', ru: '4 шт.', ar: '4 قطع' } },
      { slug: '10-pieces', name: { en: '10 pieces', ru: '10 шт.', ar: '10 قطع' } },
    ],
  },
  {
    slug: 'viscosity',
    name: { en: 'Viscosity', ru: 'Вязкость', ar: 'اللزوجة' },
    type: 'default',
    values: [
      { slug: '0w-20', name: { en: '0W-20', ru: '0W-20', ar: '0W-20' } },
      { slug: '0w-30', name: { en: '0W-30', ru: '0W-30', ar: '0W-30' } },
      { slug: '5w-30', name: { en: '5W-30', ru: '5W-30', ar: '5W-30' } },
      { slug: '5w-40', name: { en: '5W-40', ru: '5W-40', ar: '5W-40' } },
      { slug: '10w-40', name: { en: '10W-40', ru: '10W-40', ar: '10W-40' } },
      { slug: '20w-50', name: { en: '20W-50', ru: '20W-50', ar: '20W-50' } },
    ],
  },
  {
    slug: 'volume',
    name: { en: 'Volume', ru: 'Объём', ar: 'السعة' },
    type: 'default',
    values: [
      { slug: '1-l', name: { en: '1 L', ru: '1 л', ar: '1 لتر' } },
      { slug: '4-l', name: { en: '4 L', ru: '4 л', ar: '4 لترات' } },
      { slug: '5-l', name: { en: '5 L', ru: '5 л', ar: '5 لترات' } },
      { slug: '20-l', name: { en: '20 L', ru: '20 л', ar: '20 لترًا' } },
    ],
  },
  {
    slug: 'tyre-size',
    name: { en: 'Tyre size', ru: 'Типоразмер шины', ar: 'مقاس الإطار' },
    type: 'default',
    values: [
      { slug: '195-65-r15', name: { en: '195/65 R15', ru: '195/65 R15', ar: '195/65 R15' } },
      { slug: '205-55-r16', name: { en: '205/55 R16', ru: '205/55 R16', ar: '205/55 R16' } },
      { slug: '225-45-r17', name: { en: '225/45 R17', ru: '225/45 R17', ar: '225/45 R17' } },
      { slug: '235-55-r18', name: { en: '235/55 R18', ru: '235/55 R18', ar: '235/55 R18' } },
      { slug: '265-65-r17', name: { en: '265/65 R17', ru: '265/65 R17', ar: '265/65 R17' } },
      { slug: '275-55-r20', name: { en: '275/55 R20', ru: '275/55 R20', ar: '275/55 R20' } },
    ],
  },
  {
    slug: 'wheel-size',
    name: { en: 'Wheel diameter', ru: 'Диаметр диска', ar: 'قطر الجنط' },
    type: 'default',
    values: [
      { slug: '15-in', name: { en: '15"', ru: 'R15', ar: '15 بوصة' } },
      { slug: '16-in', name: { en: '16"', ru: 'R16', ar: '16 بوصة' } },
      { slug: '17-in', name: { en: '17"', ru: 'R17', ar: '17 بوصة' } },
      { slug: '18-in', name: { en: '18"', ru: 'R18', ar: '18 بوصة' } },
      { slug: '20-in', name: { en: '20"', ru: 'R20', ar: '20 بوصة' } },
    ],
  },
  {
    slug: 'wiper-length',
    name: { en: 'Blade length', ru: 'Длина щётки', ar: 'طول الشفرة' },
    type: 'default',
    values: [
      { slug: '400-mm', name: { en: '400 mm (16")', ru: '400 мм', ar: '400 مم' } },
      { slug: '450-mm', name: { en: '450 mm (18")', ru: '450 мм', ar: '450 مم' } },
      { slug: '500-mm', name: { en: '500 mm (20")', ru: '500 мм', ar: '500 مم' } },
      { slug: '550-mm', name: { en: '550 mm (22")', ru: '550 мм', ar: '550 مم' } },
      { slug: '600-mm', name: { en: '600 mm (24")', ru: '600 мм', ar: '600 مم' } },
      { slug: '650-mm', name: { en: '650 mm (26")', ru: '650 мм', ar: '650 مم' } },
    ],
  },
  {
    slug: 'drive-size',
    name: { en: 'Drive size', ru: 'Посадочный квадрат', ar: 'مقاس مربع الإدارة' },
    type: 'default',
    values: [
      { slug: '1-4-in', name: { en: '1/4"', ru: '1/4"', ar: '1/4 بوصة' } },
      { slug: '3-8-in', name: { en: '3/8"', ru: '3/8"', ar: '3/8 بوصة' } },
      { slug: '1-2-in', name: { en: '1/2"', ru: '1/2"', ar: '1/2 بوصة' } },
    ],
  },
  {
    slug: 'lamp-style',
    name: { en: 'Lamp style', ru: 'Исполнение фонаря', ar: 'طراز المصباح' },
    type: 'default',
    values: [
      { slug: 'black-housing', name: { en: 'Black housing', ru: 'Чёрный корпус', ar: 'هيكل أسود' } },
      { slug: 'chrome-housing', name: { en: 'Chrome housing', ru: 'Хромированный корпус', ar: 'هيكل كروم' } },
      { slug: 'smoked-lens', name: { en: 'Smoked lens', ru: 'Тонированное стекло', ar: 'عدسة مدخّنة' } },
      { slug: 'clear-lens', name: { en: 'Clear lens', ru: 'Прозрачное стекло', ar: 'عدسة شفافة' } },
    ],
  },
  {
    slug: 'quantity',
    name: { en: 'Sold as', ru: 'Комплектация', ar: 'طريقة البيع' },
    type: 'default',
    values: [
      { slug: 'single', name: { en: 'Single', ru: '1 шт.', ar: 'قطعة واحدة' } },
      { slug: 'pair', name: { en: 'Pair', ru: 'Пара', ar: 'زوج' } },
    ],
  },
  {
    slug: 'set-size',
    name: { en: 'Set size', ru: 'Количество предметов', ar: 'عدد قطع الطقم' },
    type: 'default',
    values: [
      { slug: '6-pieces', name: { en: '6 pieces', ru: '6 предметов', ar: '6 قطع' } },
      { slug: '12-pieces', name: { en: '12 pieces', ru: '12 предметов', ar: '12 قطعة' } },
      { slug: '24-pieces', name: { en: '24 pieces', ru: '24 предмета', ar: '24 قطعة' } },
      { slug: '94-pieces', name: { en: '94 pieces', ru: '94 предмета', ar: '94 قطعة' } },
    ],
  },
  {
    slug: 'lifting-capacity',
    name: { en: 'Lifting capacity', ru: 'Грузоподъёмность', ar: 'قدرة الرفع' },
    type: 'default',
    values: [
      { slug: '2-t', name: { en: '2 t', ru: '2 т', ar: '2 طن' } },
      { slug: '3-t', name: { en: '3 t', ru: '3 т', ar: '3 أطنان' } },
      { slug: '5-t', name: { en: '5 t', ru: '5 т', ar: '5 أطنان' } },
    ],
  },
  {
    slug: 'battery-capacity',
    name: { en: 'Battery capacity', ru: 'Ёмкость аккумулятора', ar: 'سعة البطارية' },
    type: 'default',
    values: [
      { slug: '45-ah', name: { en: '45 Ah', ru: '45 А·ч', ar: '45 أمبير/ساعة' } },
      { slug: '60-ah', name: { en: '60 Ah', ru: '60 А·ч', ar: '60 أمبير/ساعة' } },
      { slug: '74-ah', name: { en: '74 Ah', ru: '74 А·ч', ar: '74 أمبير/ساعة' } },
      { slug: '95-ah', name: { en: '95 Ah', ru: '95 А·ч', ar: '95 أمبير/ساعة' } },
    ],
  },
];
