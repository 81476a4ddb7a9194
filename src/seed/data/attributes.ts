// Specification attributes and the product types that group them for the product page's
// specification tab. PartSeed.type refers to a product type slug.
import type { AttributeSeed, ProductTypeSeed } from './types';

export const attributes: AttributeSeed[] = [
  {
    slug: 'color',
    name: { en: 'Colour', ru: 'Цвет', ar: 'اللون' },
    values: [
      { slug: 'white', name: { en: 'White', ru: 'Белый', ar: 'أبيض' }, color: '#ffffff' },
      { slug: 'black', name: { en: 'Black', ru: 'Чёрный', ar: 'أسود' }, color: '#000000' },
      { slug: 'silver', name: { en: 'Silver', ru: 'Серебристый', ar: 'فضي' }, color: '#c0c0c0' },
      { slug: 'grey', name: { en: 'Grey', ru: 'Серый', ar: 'رمادي' }, color: '#808080' },
      { slug: 'red', name: { en: 'Red', ru: 'Красный', ar: 'أحمر' }, color: '#c62828' },
      { slug: 'yellow', name: { en: 'Yellow', ru: 'Жёлтый', ar: 'أصفر' }, color: '#ffd333' },
      { slug: 'orange', name: { en: 'Orange', ru: 'Оранжевый', ar: 'برتقالي' }, color: '#f57c00' },
      { slug: 'green', name: { en: 'Green', ru: 'Зелёный', ar: 'أخضر' }, color: '#2e7d32' },
      { slug: 'blue', name: { en: 'Blue', ru: 'Синий', ar: 'أزرق' }, color: '#1e5bc6' },
      { slug: 'navy', name: { en: 'Navy', ru: 'Тёмно-синий', ar: 'كحلي' }, color: '#1f2a5a' },
    ],
  },
  {
    slug: 'material',
    name: { en: 'Material', ru: 'Материал', ar: 'الخامة' },
    values: [
      { slug: 'steel', name: { en: 'Steel', ru: 'Сталь', ar: 'فولاذ' } },
      { slug: 'stainless-steel', name: { en: 'Stainless steel', ru: 'Нержавеющая сталь', ar: 'فولاذ مقاوم للصدأ' } },
      { slug: 'aluminium', name: { en: 'Aluminium', ru: 'Алюминий', ar: 'ألمنيوم' } },
      { slug: 'cast-iron', name: { en: 'Cast iron', ru: 'Чугун', ar: 'حديد زهر' } },
      { slug: 'abs-plastic', name: { en: 'ABS plastic', ru: 'ABS-пластик', ar: 'بلاستيك ABS' } },
      { slug: 'rubber', name: { en: 'Rubber', ru: 'Резина', ar: 'مطاط' } },
      { slug: 'polyurethane', name: { en: 'Polyurethane', ru: 'Полиуретан', ar: 'بولي يوريثان' } },
      { slug: 'carbon-fibre', name: { en: 'Carbon fibre', ru: 'Карбон', ar: 'ألياف الكربون' } },
      { slug: 'leather', name: { en: 'Leather', ru: 'Кожа', ar: 'جلد' } },
      { slug: 'textile', name: { en: 'Textile', ru: 'Текстиль', ar: 'قماش' } },
    ],
  },
  {
    slug: 'finish',
    name: { en: 'Finish', ru: 'Покрытие', ar: 'التشطيب' },
    values: [
      { slug: 'gloss', name: { en: 'Gloss', ru: 'Глянцевое', ar: 'لامع' } },
      { slug: 'matte', name: { en: 'Matte', ru: 'Матовое', ar: 'مطفي' } },
      { slug: 'chrome', name: { en: 'Chrome', ru: 'Хромированное', ar: 'مطلي بالكروم' } },
      { slug: 'primed', name: { en: 'Primed, ready to paint', ru: 'Грунт под покраску', ar: 'مطلي بطبقة أساس للدهان' } },
      { slug: 'textured', name: { en: 'Textured', ru: 'Фактурное', ar: 'محبب الملمس' } },
      { slug: 'polished', name: { en: 'Polished', ru: 'Полированное', ar: 'مصقول' } },
      { slug: 'powder-coated', name: { en: 'Powder-coated', ru: 'Порошковая окраска', ar: 'مطلي بالبودرة' } },
      { slug: 'anodized', name: { en: 'Anodized', ru: 'Анодированное', ar: 'معالج بالأنودة' } },
    ],
  },
  {
    slug: 'voltage',
    name: { en: 'Voltage', ru: 'Напряжение', ar: 'الجهد الكهربائي' },
    values: [
      { slug: '12-v', name: { en: '12 V', ru: '12 В', ar: '12 فولت' } },
      { slug: '24-v', name: { en: '24 V', ru: '24 В', ar: '24 فولت' } },
      { slug: '12-24-v', name: { en: '12/24 V', ru: '12/24 В', ar: '12/24 فولت' } },
    ],
  },
  {
    slug: 'wattage',
    name: { en: 'Power', ru: 'Мощность', ar: 'القدرة' },
    values: [
      { slug: '5-w', name: { en: '5 W', ru: '5 Вт', ar: '5 واط' } },
      { slug: '21-w', name: { en: '21 W', ru: '21 Вт', ar: '21 واط' } },
      { slug: '35-w', name: { en: '35 W', ru: '35 Вт', ar: '35 واط' } },
      { slug: '55-w', name: { en: '55 W', ru: '55 Вт', ar: '55 واط' } },
      { slug: '60-55-w', name: { en: '60/55 W', ru: '60/55 Вт', ar: '60/55 واط' } },
      { slug: '100-w', name: { en: '100 W', ru: '100 Вт', ar: '100 واط' } },
    ],
  },
  {
    slug: 'bulb-type',
    name: { en: 'Bulb type', ru: 'Цоколь', ar: 'نوع اللمبة' },
    values: [
      { slug: 'h1', name: { en: 'H1', ru: 'H1', ar: 'H1' } },
      { slug: 'h4', name: { en: 'H4', ru: 'H4', ar: 'H4' } },
      { slug: 'h7', name: { en: 'H7', ru: 'H7', ar: 'H7' } },
      { slug: 'h11', name: { en: 'H11', ru: 'H11', ar: 'H11' } },
      { slug: 'hb3', name: { en: 'HB3 (9005)', ru: 'HB3 (9005)', ar: 'HB3 (9005)' } },
      { slug: 'hb4', name: { en: 'HB4 (9006)', ru: 'HB4 (9006)', ar: 'HB4 (9006)' } },
      { slug: 'd2s', name: { en: 'D2S', ru: 'D2S', ar: 'D2S' } },
      { slug: 'w5w', name: { en: 'W5W (T10)', ru: 'W5W (T10)', ar: 'W5W (T10)' } },
      { slug: 'p21w', name: { en: 'P21W', ru: 'P21W', ar: 'P21W' } },
    ],
  },
  {
    slug: 'color-temperature',
    name: { en: 'Colour temperature', ru: 'Цветовая температура', ar: 'درجة حرارة اللون' },
    values: [
      { slug: '3000k', name: { en: '3000K', ru: '3000K', ar: '3000K' } },
      { slug: '4300k', name: { en: '4300K', ru: '4300K', ar: '4300K' } },
      { slug: '5000k', name: { en: '5000K', ru: '5000K', ar: '5000K' } },
      { slug: '6000k', name: { en: '6000K', ru: '6000K', ar: '6000K' } },
      { slug: '8000k', name: { en: '8000K', ru: '8000K', ar: '8000K' } },
    ],
  },
  {
    slug: 'light-source',
    name: { en: 'Light source', ru: 'Источник света', ar: 'مصدر الضوء' },
    values: [
      { slug: 'halogen', name: { en: 'Halogen', ru: 'Галоген', ar: 'هالوجين' } },
      { slug: 'xenon', name: { en: 'Xenon HID', ru: 'Ксенон', ar: 'زينون' } },
      { slug: 'led', name: { en: 'LED', ru: 'Светодиоды (LED)', ar: 'إضاءة LED' } },
      { slug: 'incandescent', name: { en: 'Incandescent', ru: 'Лампа накаливания', ar: 'مصباح متوهج' } },
    ],
  },
  {
    slug: 'viscosity',
    name: { en: 'Viscosity grade', ru: 'Класс вязкости', ar: 'درجة اللزوجة' },
    values: [
      { slug: '0w-20', name: { en: '0W-20', ru: '0W-20', ar: '0W-20' } },
      { slug: '0w-30', name: { en: '0W-30', ru: '0W-30', ar: '0W-30' } },
      { slug: '5w-30', name: { en: '5W-30', ru: '5W-30', ar: '5W-30' } },
      { slug: '5w-40', name: { en: '5W-40', ru: '5W-40', ar: '5W-40' } },
      { slug: '10w-40', name: { en: '10W-40', ru: '10W-40', ar: '10W-40' } },
      { slug: '15w-40', name: { en: '15W-40', ru: '15W-40', ar: '15W-40' } },
      { slug: '20w-50', name: { en: '20W-50', ru: '20W-50', ar: '20W-50' } },
      { slug: '75w-90', name: { en: '75W-90', ru: '75W-90', ar: '75W-90' } },
    ],
  },
  {
    slug: 'volume',
    name: { en: 'Volume', ru: 'Объём', ar: 'السعة' },
    values: [
      { slug: '0-5-l', name: { en: '0.5 L', ru: '0,5 л', ar: '0.5 لتر' } },
      { slug: '1-l', name: { en: '1 L', ru: '1 л', ar: '1 لتر' } },
      { slug: '4-l', name: { en: '4 L', ru: '4 л', ar: '4 لترات' } },
      { slug: '5-l', name: { en: '5 L', ru: '5 л', ar: '5 لترات' } },
      { slug: '20-l', name: { en: '20 L', ru: '20 л', ar: '20 لترًا' } },
    ],
  },
  {
    slug: 'oil-base',
    name: { en: 'Base oil', ru: 'Тип масла', ar: 'نوع الزيت' },
    values: [
      { slug: 'fully-synthetic', name: { en: 'Fully synthetic', ru: 'Синтетическое', ar: 'تخليقي بالكامل' } },
      { slug: 'semi-synthetic', name: { en: 'Semi-synthetic', ru: 'Полусинтетическое', ar: 'نصف تخليقي' } },
      { slug: 'mineral', name: { en: 'Mineral', ru: 'Минеральное', ar: 'معدني' } },
    ],
  },
  {
    slug: 'thread-size',
    name: { en: 'Thread size', ru: 'Размер резьбы', ar: 'مقاس السن' },
    values: [
      { slug: 'm12x1-25', name: { en: 'M12×1.25', ru: 'M12×1,25', ar: 'M12×1.25' } },
      { slug: 'm12x1-5', name: { en: 'M12×1.5', ru: 'M12×1,5', ar: 'M12×1.5' } },
      { slug: 'm14x1-5', name: { en: 'M14×1.5', ru: 'M14×1,5', ar: 'M14×1.5' } },
      { slug: 'm20x1-5', name: { en: 'M20×1.5', ru: 'M20×1,5', ar: 'M20×1.5' } },
      { slug: 'unf-3-4-16', name: { en: '3/4"-16 UNF', ru: '3/4"-16 UNF', ar: '3/4"-16 UNF' } },
    ],
  },
  {
    slug: 'warranty',
    name: { en: 'Warranty', ru: 'Гарантия', ar: 'الضمان' },
    values: [
      { slug: '6-months', name: { en: '6 months', ru: '6 месяцев', ar: '6 أشهر' } },
      { slug: '1-year', name: { en: '1 year', ru: '1 год', ar: 'سنة واحدة' } },
      { slug: '2-years', name: { en: '2 years', ru: '2 года', ar: 'سنتان' } },
      { slug: '3-years', name: { en: '3 years', ru: '3 года', ar: '3 سنوات' } },
      { slug: '5-years', name: { en: '5 years', ru: '5 лет', ar: '5 سنوات' } },
      { slug: 'lifetime', name: { en: 'Lifetime', ru: 'Пожизненная', ar: 'مدى الحياة' } },
    ],
  },
  {
    slug: 'country',
    name: { en: 'Country of manufacture', ru: 'Страна производства', ar: 'بلد الصنع' },
    values: [
      { slug: 'germany', name: { en: 'Germany', ru: 'Германия', ar: 'ألمانيا' } },
      { slug: 'japan', name: { en: 'Japan', ru: 'Япония', ar: 'اليابان' } },
      { slug: 'usa', name: { en: 'USA', ru: 'США', ar: 'الولايات المتحدة' } },
      { slug: 'south-korea', name: { en: 'South Korea', ru: 'Южная Корея', ar: 'كوريا الجنوبية' } },
      { slug: 'china', name: { en: 'China', ru: 'Китай', ar: 'الصين' } },
      { slug: 'italy', name: { en: 'Italy', ru: 'Италия', ar: 'إيطاليا' } },
      { slug: 'france', name: { en: 'France', ru: 'Франция', ar: 'فرنسا' } },
      { slug: 'spain', name: { en: 'Spain', ru: 'Испания', ar: 'إسبانيا' } },
      { slug: 'turkey', name: { en: 'Turkey', ru: 'Турция', ar: 'تركيا' } },
      { slug: 'poland', name: { en: 'Poland', ru: 'Польша', ar: 'بولندا' } },
    ],
  },
  {
    slug: 'weight',
    name: { en: 'Weight', ru: 'Вес', ar: 'الوزن' },
    values: [
      { slug: 'under-1-kg', name: { en: 'Under 1 kg', ru: 'До 1 кг', ar: 'أقل من 1 كغ' } },
      { slug: '1-5-kg', name: { en: '1–5 kg', ru: '1–5 кг', ar: '1–5 كغ' } },
      { slug: '5-10-kg', name: { en: '5–10 kg', ru: '5–10 кг', ar: '5–10 كغ' } },
      { slug: '10-20-kg', name: { en: '10–20 kg', ru: '10–20 кг', ar: '10–20 كغ' } },
      { slug: 'over-20-kg', name: { en: 'Over 20 kg', ru: 'Более 20 кг', ar: 'أكثر من 20 كغ' } },
    ],
  },
  {
    slug: 'tyre-season',
    name: { en: 'Season', ru: 'Сезонность', ar: 'الموسم' },
    values: [
      { slug: 'summer', name: { en: 'Summer', ru: 'Летние', ar: 'صيفي' } },
      { slug: 'winter-studded', name: { en: 'Winter, studded', ru: 'Зимние шипованные', ar: 'شتوي بمسامير' } },
      { slug: 'winter-studless', name: { en: 'Winter, studless', ru: 'Зимние нешипованные', ar: 'شتوي بدون مسامير' } },
      { slug: 'all-season', name: { en: 'All-season', ru: 'Всесезонные', ar: 'لجميع المواسم' } },
    ],
  },
  {
    slug: 'rim-diameter',
    name: { en: 'Rim diameter', ru: 'Посадочный диаметр', ar: 'قطر الجنط' },
    values: [
      { slug: '15-in', name: { en: '15"', ru: 'R15', ar: '15 بوصة' } },
      { slug: '16-in', name: { en: '16"', ru: 'R16', ar: '16 بوصة' } },
      { slug: '17-in', name: { en: '17"', ru: 'R17', ar: '17 بوصة' } },
      { slug: '18-in', name: { en: '18"', ru: 'R18', ar: '18 بوصة' } },
      { slug: '19-in', name: { en: '19"', ru: 'R19', ar: '19 بوصة' } },
      { slug: '20-in', name: { en: '20"', ru: 'R20', ar: '20 بوصة' } },
    ],
  },
  {
    slug: 'speed-rating',
    name: { en: 'Speed rating', ru: 'Индекс скорости', ar: 'مؤشر السرعة' },
    values: [
      { slug: 't', name: { en: 'T (up to 190 km/h)', ru: 'T (до 190 км/ч)', ar: 'T (حتى 190 كم/س)' } },
      { slug: 'h', name: { en: 'H (up to 210 km/h)', ru: 'H (до 210 км/ч)', ar: 'H (حتى 210 كم/س)' } },
      { slug: 'v', name: { en: 'V (up to 240 km/h)', ru: 'V (до 240 км/ч)', ar: 'V (حتى 240 كم/س)' } },
      { slug: 'w', name: { en: 'W (up to 270 km/h)', ru: 'W (до 270 км/ч)', ar: 'W (حتى 270 كم/س)' } },
      { slug: 'y', name: { en: 'Y (up to 300 km/h)', ru: 'Y (до 300 км/ч)', ar: 'Y (حتى 300 كم/س)' } },
    ],
  },
  {
    slug: 'bolt-pattern',
    name: { en: 'Bolt pattern', ru: 'Разболтовка', ar: 'توزيع المسامير' },
    values: [
      { slug: '4x100', name: { en: '4×100', ru: '4×100', ar: '4×100' } },
      { slug: '5x108', name: { en: '5×108', ru: '5×108', ar: '5×108' } },
      { slug: '5x112', name: { en: '5×112', ru: '5×112', ar: '5×112' } },
      { slug: '5x114-3', name: { en: '5×114.3', ru: '5×114,3', ar: '5×114.3' } },
      { slug: '5x120', name: { en: '5×120', ru: '5×120', ar: '5×120' } },
      { slug: '6x139-7', name: { en: '6×139.7', ru: '6×139,7', ar: '6×139.7' } },
    ],
  },
  {
    slug: 'filter-media',
    name: { en: 'Filter media', ru: 'Фильтрующий материал', ar: 'مادة الترشيح' },
    values: [
      { slug: 'cellulose', name: { en: 'Cellulose', ru: 'Целлюлоза', ar: 'سليلوز' } },
      { slug: 'synthetic', name: { en: 'Synthetic fibre', ru: 'Синтетическое волокно', ar: 'ألياف صناعية' } },
      { slug: 'blend', name: { en: 'Cellulose-synthetic blend', ru: 'Целлюлоза с синтетикой', ar: 'مزيج سليلوز وألياف صناعية' } },
      { slug: 'activated-carbon', name: { en: 'Activated carbon', ru: 'Активированный уголь', ar: 'كربون منشط' } },
      { slug: 'cotton-gauze', name: { en: 'Oiled cotton gauze', ru: 'Пропитанная хлопковая ткань', ar: 'شاش قطني مُزيّت' } },
    ],
  },
  {
    slug: 'friction-material',
    name: { en: 'Friction material', ru: 'Фрикционный материал', ar: 'مادة الاحتكاك' },
    values: [
      { slug: 'ceramic', name: { en: 'Ceramic', ru: 'Керамика', ar: 'سيراميك' } },
      { slug: 'semi-metallic', name: { en: 'Semi-metallic', ru: 'Полуметаллическая смесь', ar: 'شبه معدني' } },
      { slug: 'low-metallic', name: { en: 'Low-metallic', ru: 'Низкометаллическая смесь', ar: 'منخفض المعادن' } },
      { slug: 'organic', name: { en: 'Organic (NAO)', ru: 'Безасбестовая органика (NAO)', ar: 'عضوي NAO' } },
    ],
  },
  {
    slug: 'drive-size',
    name: { en: 'Drive size', ru: 'Посадочный квадрат', ar: 'مقاس مربع الإدارة' },
    values: [
      { slug: '1-4-in', name: { en: '1/4"', ru: '1/4"', ar: '1/4 بوصة' } },
      { slug: '3-8-in', name: { en: '3/8"', ru: '3/8"', ar: '3/8 بوصة' } },
      { slug: '1-2-in', name: { en: '1/2"', ru: '1/2"', ar: '1/2 بوصة' } },
      { slug: '3-4-in', name: { en: '3/4"', ru: '3/4"', ar: '3/4 بوصة' } },
    ],
  },
  {
    slug: 'power-source',
    name: { en: 'Power source', ru: 'Тип питания', ar: 'مصدر الطاقة' },
    values: [
      { slug: 'manual', name: { en: 'Manual', ru: 'Ручной', ar: 'يدوي' } },
      { slug: 'cordless', name: { en: 'Cordless (battery)', ru: 'Аккумуляторный', ar: 'لاسلكي يعمل بالبطارية' } },
      { slug: 'mains', name: { en: 'Mains powered', ru: 'Сетевой 220 В', ar: 'كهربائي بسلك' } },
      { slug: 'pneumatic', name: { en: 'Pneumatic', ru: 'Пневматический', ar: 'هوائي' } },
      { slug: 'hydraulic', name: { en: 'Hydraulic', ru: 'Гидравлический', ar: 'هيدروليكي' } },
      { slug: '12-v-socket', name: { en: '12 V power socket', ru: 'От прикуривателя 12 В', ar: 'من مقبس الولاعة 12 فولت' } },
    ],
  },
  {
    slug: 'fuel-type',
    name: { en: 'Fuel type', ru: 'Тип топлива', ar: 'نوع الوقود' },
    values: [
      { slug: 'petrol', name: { en: 'Petrol', ru: 'Бензин', ar: 'بنزين' } },
      { slug: 'diesel', name: { en: 'Diesel', ru: 'Дизель', ar: 'ديزل' } },
      { slug: 'hybrid', name: { en: 'Hybrid', ru: 'Гибрид', ar: 'هجين' } },
      { slug: 'lpg', name: { en: 'LPG', ru: 'Газ (пропан-бутан)', ar: 'غاز البترول المسال' } },
    ],
  },
];

// Attribute groups shared by several product types.
const general = { en: 'General', ru: 'Основные характеристики', ar: 'المواصفات العامة' };
const dimensions = { en: 'Dimensions & weight', ru: 'Размеры и вес', ar: 'الأبعاد والوزن' };
const electrical = { en: 'Electrical', ru: 'Электрические характеристики', ar: 'المواصفات الكهربائية' };
const manufacturer = { en: 'Manufacturer', ru: 'Производитель', ar: 'الشركة المصنّعة' };
const appearance = { en: 'Appearance', ru: 'Внешний вид', ar: 'المظهر' };

export const productTypes: ProductTypeSeed[] = [
  {
    slug: 'lighting',
    name: { en: 'Lighting', ru: 'Освещение', ar: 'الإضاءة' },
    groups: [
      { slug: 'general', name: general, attributes: ['light-source', 'bulb-type', 'color-temperature'] },
      { slug: 'electrical', name: electrical, attributes: ['voltage', 'wattage'] },
      { slug: 'manufacturer', name: manufacturer, attributes: ['country', 'warranty'] },
    ],
  },
  {
    slug: 'electrical',
    name: { en: 'Electrical part', ru: 'Электрооборудование', ar: 'قطع كهربائية' },
    groups: [
      { slug: 'electrical', name: electrical, attributes: ['voltage', 'wattage'] },
      { slug: 'dimensions', name: dimensions, attributes: ['weight'] },
      { slug: 'manufacturer', name: manufacturer, attributes: ['country', 'warranty'] },
    ],
  },
  {
    slug: 'filter',
    name: { en: 'Filter', ru: 'Фильтр', ar: 'فلتر' },
    groups: [
      { slug: 'general', name: general, attributes: ['filter-media', 'thread-size'] },
      { slug: 'dimensions', name: dimensions, attributes: ['weight'] },
      { slug: 'manufacturer', name: manufacturer, attributes: ['country', 'warranty'] },
    ],
  },
  {
    slug: 'brake',
    name: { en: 'Brake part', ru: 'Тормозная система', ar: 'قطع الفرامل' },
    groups: [
      { slug: 'general', name: general, attributes: ['friction-material', 'material', 'finish'] },
      { slug: 'dimensions', name: dimensions, attributes: ['weight'] },
      { slug: 'manufacturer', name: manufacturer, attributes: ['country', 'warranty'] },
    ],
  },
  {
    slug: 'suspension',
    name: { en: 'Suspension & steering part', ru: 'Подвеска и рулевое управление', ar: 'قطع التعليق والتوجيه' },
    groups: [
      { slug: 'general', name: general, attributes: ['material', 'finish'] },
      { slug: 'dimensions', name: dimensions, attributes: ['weight'] },
      { slug: 'manufacturer', name: manufacturer, attributes: ['country', 'warranty'] },
    ],
  },
  {
    slug: 'body-panel',
    name: { en: 'Body part', ru: 'Кузовная деталь', ar: 'قطع الهيكل' },
    groups: [
      { slug: 'general', name: general, attributes: ['material', 'finish', 'color'] },
      { slug: 'dimensions', name: dimensions, attributes: ['weight'] },
      { slug: 'manufacturer', name: manufacturer, attributes: ['country', 'warranty'] },
    ],
  },
  {
    slug: 'exterior-accessory',
    name: { en: 'Exterior accessory', ru: 'Внешний аксессуар', ar: 'إكسسوارات خارجية' },
    groups: [
      { slug: 'general', name: general, attributes: ['material', 'color'] },
      { slug: 'dimensions', name: dimensions, attributes: ['weight'] },
      { slug: 'manufacturer', name: manufacturer, attributes: ['country', 'warranty'] },
    ],
  },
  {
    slug: 'interior-accessory',
    name: { en: 'Interior accessory', ru: 'Аксессуар для салона', ar: 'إكسسوارات داخلية' },
    groups: [
      { slug: 'general', name: general, attributes: ['material', 'color'] },
      { slug: 'dimensions', name: dimensions, attributes: ['weight'] },
      { slug: 'manufacturer', name: manufacturer, attributes: ['country', 'warranty'] },
    ],
  },
  {
    slug: 'tyre',
    name: { en: 'Tyre', ru: 'Шина', ar: 'إطار' },
    groups: [
      { slug: 'general', name: general, attributes: ['tyre-season', 'rim-diameter', 'speed-rating'] },
      { slug: 'dimensions', name: dimensions, attributes: ['weight'] },
      { slug: 'manufacturer', name: manufacturer, attributes: ['country', 'warranty'] },
    ],
  },
  {
    slug: 'wheel',
    name: { en: 'Wheel', ru: 'Колёсный диск', ar: 'جنط' },
    groups: [
      { slug: 'general', name: general, attributes: ['rim-diameter', 'bolt-pattern', 'material'] },
      { slug: 'appearance', name: appearance, attributes: ['finish', 'color'] },
      { slug: 'manufacturer', name: manufacturer, attributes: ['country', 'warranty'] },
    ],
  },
  {
    slug: 'wheel-accessory',
    name: { en: 'Wheel accessory', ru: 'Колёсный крепёж и аксессуары', ar: 'ملحقات الجنوط' },
    groups: [
      { slug: 'general', name: general, attributes: ['thread-size', 'material'] },
      { slug: 'appearance', name: appearance, attributes: ['finish', 'color'] },
      { slug: 'manufacturer', name: manufacturer, attributes: ['country', 'warranty'] },
    ],
  },
  {
    slug: 'engine-part',
    name: { en: 'Engine & drivetrain part', ru: 'Деталь двигателя и трансмиссии', ar: 'قطع المحرك وناقل الحركة' },
    groups: [
      { slug: 'general', name: general, attributes: ['fuel-type', 'material'] },
      { slug: 'dimensions', name: dimensions, attributes: ['weight'] },
      { slug: 'manufacturer', name: manufacturer, attributes: ['country', 'warranty'] },
    ],
  },
  {
    slug: 'fuel-part',
    name: { en: 'Fuel system part', ru: 'Деталь топливной системы', ar: 'قطع نظام الوقود' },
    groups: [
      { slug: 'general', name: general, attributes: ['fuel-type', 'material'] },
      { slug: 'electrical', name: electrical, attributes: ['voltage'] },
      { slug: 'manufacturer', name: manufacturer, attributes: ['country', 'warranty'] },
    ],
  },
  {
    slug: 'oil',
    name: { en: 'Oil', ru: 'Масло', ar: 'زيت' },
    groups: [
      { slug: 'general', name: general, attributes: ['viscosity', 'oil-base', 'volume'] },
      { slug: 'manufacturer', name: manufacturer, attributes: ['country'] },
    ],
  },
  {
    slug: 'fluid',
    name: { en: 'Fluid & chemical', ru: 'Техническая жидкость', ar: 'سوائل ومواد كيميائية' },
    groups: [
      { slug: 'general', name: general, attributes: ['volume', 'color'] },
      { slug: 'dimensions', name: dimensions, attributes: ['weight'] },
      { slug: 'manufacturer', name: manufacturer, attributes: ['country'] },
    ],
  },
  {
    slug: 'tool',
    name: { en: 'Tool', ru: 'Инструмент', ar: 'أداة' },
    groups: [
      { slug: 'general', name: general, attributes: ['power-source', 'drive-size', 'material'] },
      { slug: 'dimensions', name: dimensions, attributes: ['weight'] },
      { slug: 'manufacturer', name: manufacturer, attributes: ['country', 'warranty'] },
    ],
  },
];
