// The shop's category tree (department > subcategory > leaf) and the parts each leaf sells.
// Product names are composed from a part, a qualifier, a brand and a model code (see ../products.ts):
//   en `${brand} ${qualifier} ${part}`, ru `${part} ${brand} ${qualifier}`, ar `${part} ${qualifier} ${brand}`.
import type { DepartmentSeed, L } from './types';

/**
 * Qualifiers are picked for any part, so they are generic (no "Ceramic" or "Xenon-White").
 * ru forms are invariable words that name a maker's line after the brand ("Фара в сборе Bosch Премиум ...");
 * ar forms are invariable phrases that follow the noun ("فلتر زيت درجة أولى", "مضخة وقود للخدمة الشاقة").
 * Both also read naturally in quotes after "Качество"/"جودة" in the product excerpt.
 */
export const partQualifiers: { slug: string; name: L }[] = [
  { slug: 'premium', name: { en: 'Premium', ru: 'Премиум', ar: 'درجة أولى' } },
  { slug: 'pro', name: { en: 'Pro', ru: 'Профи', ar: 'للاستخدام الاحترافي' } },
  { slug: 'sport', name: { en: 'Sport', ru: 'Спорт', ar: 'بتصميم رياضي' } },
  { slug: 'classic', name: { en: 'Classic', ru: 'Классик', ar: 'بتصميم كلاسيكي' } },
  { slug: 'standard', name: { en: 'Standard', ru: 'Стандарт', ar: 'بالمواصفات القياسية' } },
  { slug: 'economy', name: { en: 'Economy', ru: 'Эконом', ar: 'بسعر اقتصادي' } },
  { slug: 'ultra', name: { en: 'Ultra', ru: 'Ультра', ar: 'بأداء فائق' } },
  { slug: 'max', name: { en: 'Max', ru: 'Макс', ar: 'بأقصى قدرة تحمّل' } },
  { slug: 'plus', name: { en: 'Plus', ru: 'Плюс', ar: 'بمزايا إضافية' } },
  { slug: 'luxury', name: { en: 'Luxury', ru: 'Люкс', ar: 'من الفئة الفاخرة' } },
  { slug: 'oe-quality', name: { en: 'OE-Quality', ru: 'OE-стандарт', ar: 'بمواصفات الوكالة' } },
  { slug: 'heavy-duty', name: { en: 'Heavy-Duty', ru: 'Серия HD', ar: 'للخدمة الشاقة' } },
  { slug: 'long-life', name: { en: 'Long-Life', ru: 'Увеличенный ресурс', ar: 'بعمر تشغيلي أطول' } },
  { slug: 'extra', name: { en: 'Extra', ru: 'Экстра', ar: 'بمواصفات معزّزة' } },
  { slug: 'eco', name: { en: 'Eco', ru: 'Эко', ar: 'بمعايير بيئية' } },
  { slug: 'optimum', name: { en: 'Optimum', ru: 'Оптимум', ar: 'بأفضل قيمة' } },
  { slug: 'extreme', name: { en: 'Extreme', ru: 'Экстрим', ar: 'للظروف القاسية' } },
  { slug: 'comfort', name: { en: 'Comfort', ru: 'Комфорт', ar: 'بتصميم مريح' } },
  { slug: 'expert', name: { en: 'Expert', ru: 'Эксперт', ar: 'من فئة الخبراء' } },
  { slug: 'super', name: { en: 'Super', ru: 'Супер', ar: 'بجودة عالية' } },
  { slug: 'prestige', name: { en: 'Prestige', ru: 'Престиж', ar: 'من فئة النخبة' } },
  { slug: 'hi-tech', name: { en: 'Hi-Tech', ru: 'Хай-тек', ar: 'بتقنية متطورة' } },
];

export const departments: DepartmentSeed[] = [
  // ─── Lighting ───────────────────────────────────────────────────────────────
  {
    slug: 'lighting',
    name: { en: 'Lighting', ru: 'Освещение', ar: 'الإضاءة' },
    art: ['headlight', 'taillight', 'fogLight', 'lightBar'],
    children: [
      {
        slug: 'headlights',
        name: { en: 'Headlights', ru: 'Фары', ar: 'المصابيح الأمامية' },
        children: [
          { slug: 'headlight-assemblies', name: { en: 'Headlight Assemblies', ru: 'Фары в сборе', ar: 'مصابيح أمامية كاملة' }, parts: [
            { slug: 'headlight-assembly', name: { en: 'Headlight Assembly', ru: 'Фара в сборе', ar: 'مصباح أمامي كامل' }, type: 'lighting', price: [90, 450], fitment: 'vehicle', positions: ['left', 'right'], options: ['lamp-style'] },
            { slug: 'projector-headlight', name: { en: 'Projector Headlight', ru: 'Линзованная фара', ar: 'مصباح أمامي بعدسة إسقاط' }, type: 'lighting', price: [180, 900], fitment: 'vehicle', positions: ['left', 'right'], options: ['color-temperature', 'lamp-style'] },
            { slug: 'led-headlight-assembly', name: { en: 'LED Headlight Assembly', ru: 'Светодиодная фара в сборе', ar: 'مصباح أمامي LED كامل' }, type: 'lighting', price: [250, 1200], fitment: 'vehicle', positions: ['left', 'right'], options: ['lamp-style'] },
            { slug: 'headlight-lens-cover', name: { en: 'Headlight Lens Cover', ru: 'Стекло фары', ar: 'غطاء عدسة المصباح الأمامي' }, type: 'lighting', price: [25, 120], fitment: 'vehicle', positions: ['left', 'right'], options: ['quantity'] },
          ] },
          { slug: 'headlight-bulbs', name: { en: 'Headlight Bulbs', ru: 'Лампы для фар', ar: 'لمبات المصابيح الأمامية' }, parts: [
            { slug: 'halogen-headlight-bulb', name: { en: 'Halogen Headlight Bulb', ru: 'Галогенная лампа для фары', ar: 'لمبة هالوجين للمصباح الأمامي' }, type: 'lighting', price: [6, 35], fitment: 'universal', options: ['pack'] },
            { slug: 'xenon-hid-bulb', name: { en: 'Xenon HID Bulb', ru: 'Ксеноновая лампа', ar: 'لمبة زينون' }, type: 'lighting', price: [25, 120], fitment: 'universal', options: ['color-temperature', 'pack'] },
            { slug: 'led-headlight-conversion-kit', name: { en: 'LED Headlight Conversion Kit', ru: 'Комплект светодиодных ламп для фар', ar: 'طقم تحويل المصابيح الأمامية إلى LED' }, type: 'lighting', price: [35, 160], fitment: 'universal', options: ['color-temperature'] },
            { slug: 'hid-xenon-conversion-kit', name: { en: 'HID Xenon Conversion Kit', ru: 'Комплект ксенона с блоками розжига', ar: 'طقم تحويل إلى إضاءة زينون' }, type: 'lighting', price: [45, 180], fitment: 'universal', options: ['color-temperature'] },
          ] },
          { slug: 'fog-lights', name: { en: 'Fog Lights', ru: 'Противотуманные фары', ar: 'مصابيح الضباب' }, parts: [
            { slug: 'fog-light-assembly', name: { en: 'Fog Light Assembly', ru: 'Противотуманная фара в сборе', ar: 'مصباح ضباب كامل' }, type: 'lighting', price: [30, 160], fitment: 'vehicle', positions: ['left', 'right'], options: ['lamp-style'] },
            { slug: 'led-fog-light-kit', name: { en: 'LED Fog Light Kit', ru: 'Комплект светодиодных противотуманных фар', ar: 'طقم مصابيح ضباب LED' }, type: 'lighting', price: [60, 250], fitment: 'vehicle', options: ['color-temperature'] },
            { slug: 'fog-light-bulb', name: { en: 'Fog Light Bulb', ru: 'Лампа для противотуманной фары', ar: 'لمبة مصباح الضباب' }, type: 'lighting', price: [6, 30], fitment: 'universal', options: ['pack'] },
            { slug: 'fog-light-bezel', name: { en: 'Fog Light Bezel', ru: 'Рамка противотуманной фары', ar: 'إطار مصباح الضباب' }, type: 'body-panel', price: [10, 60], fitment: 'vehicle', options: ['side', 'color'] },
          ] },
        ],
      },
      {
        slug: 'signal-rear-lights',
        name: { en: 'Rear & Signal Lights', ru: 'Задние фонари и указатели поворота', ar: 'المصابيح الخلفية والإشارات' },
        children: [
          { slug: 'tail-lights', name: { en: 'Tail Lights', ru: 'Задние фонари', ar: 'المصابيح الخلفية' }, parts: [
            { slug: 'tail-light-assembly', name: { en: 'Tail Light Assembly', ru: 'Задний фонарь в сборе', ar: 'مصباح خلفي كامل' }, type: 'lighting', price: [45, 350], fitment: 'vehicle', positions: ['left', 'right'], options: ['lamp-style'] },
            { slug: 'led-tail-light', name: { en: 'LED Tail Light', ru: 'Светодиодный задний фонарь', ar: 'مصباح خلفي LED' }, type: 'lighting', price: [90, 500], fitment: 'vehicle', positions: ['left', 'right'], options: ['lamp-style'] },
            { slug: 'third-brake-light', name: { en: 'Third Brake Light', ru: 'Дополнительный стоп-сигнал', ar: 'مصباح الفرامل الثالث' }, type: 'lighting', price: [20, 120], fitment: 'vehicle', options: ['lamp-style'] },
            { slug: 'license-plate-light', name: { en: 'License Plate Light', ru: 'Фонарь подсветки номера', ar: 'مصباح إضاءة لوحة الأرقام' }, type: 'lighting', price: [6, 40], fitment: 'vehicle', options: ['pack'] },
          ] },
          { slug: 'turn-signals', name: { en: 'Turn Signals & Side Markers', ru: 'Указатели поворота и габаритные огни', ar: 'إشارات الانعطاف والمصابيح الجانبية' }, parts: [
            { slug: 'turn-signal-assembly', name: { en: 'Turn Signal Assembly', ru: 'Указатель поворота в сборе', ar: 'مصباح إشارة انعطاف كامل' }, type: 'lighting', price: [15, 90], fitment: 'vehicle', positions: ['left', 'right'], options: ['lamp-style'] },
            { slug: 'side-marker-light', name: { en: 'Side Marker Light', ru: 'Боковой габаритный фонарь', ar: 'مصباح جانبي' }, type: 'lighting', price: [8, 45], fitment: 'vehicle', positions: ['left', 'right'], options: ['lamp-style'] },
            { slug: 'mirror-turn-signal', name: { en: 'Mirror Turn Signal', ru: 'Повторитель поворота в зеркале', ar: 'إشارة انعطاف المرآة الجانبية' }, type: 'lighting', price: [15, 70], fitment: 'vehicle', positions: ['left', 'right'], options: ['lamp-style'] },
          ] },
          { slug: 'small-bulbs', name: { en: 'Signal & Interior Bulbs', ru: 'Лампы для фонарей и салона', ar: 'لمبات الإشارات والإضاءة الداخلية' }, parts: [
            { slug: 'brake-light-bulb', name: { en: 'Brake Light Bulb', ru: 'Лампа стоп-сигнала', ar: 'لمبة ضوء الفرامل' }, type: 'lighting', price: [4, 18], fitment: 'universal', options: ['pack'] },
            { slug: 'turn-signal-bulb', name: { en: 'Turn Signal Bulb', ru: 'Лампа указателя поворота', ar: 'لمبة إشارة الانعطاف' }, type: 'lighting', price: [4, 20], fitment: 'universal', options: ['pack'] },
            { slug: 't10-led-bulb', name: { en: 'T10 LED Bulb', ru: 'Светодиодная лампа T10', ar: 'لمبة LED مقاس T10' }, type: 'lighting', price: [5, 25], fitment: 'universal', options: ['color-temperature', 'pack'] },
            { slug: 'reverse-light-bulb', name: { en: 'Reverse Light Bulb', ru: 'Лампа заднего хода', ar: 'لمبة ضوء الرجوع' }, type: 'lighting', price: [5, 25], fitment: 'universal', options: ['pack'] },
            { slug: 'festoon-bulb', name: { en: 'Festoon Interior Bulb', ru: 'Софитная лампа салона', ar: 'لمبة إضاءة داخلية أنبوبية' }, type: 'lighting', price: [3, 15], fitment: 'universal', options: ['pack'] },
          ] },
        ],
      },
      {
        slug: 'auxiliary-lighting',
        name: { en: 'Auxiliary & Interior Lighting', ru: 'Дополнительное освещение и свет в салоне', ar: 'الإضاءة الإضافية والداخلية' },
        children: [
          { slug: 'light-bars-work-lights', name: { en: 'Light Bars & Work Lights', ru: 'Светодиодные балки и рабочий свет', ar: 'أعمدة الإضاءة وكشافات العمل' }, parts: [
            { slug: 'led-light-bar', name: { en: 'LED Light Bar', ru: 'Светодиодная балка', ar: 'عمود إضاءة LED' }, type: 'lighting', price: [40, 400], fitment: 'universal', options: ['size'] },
            { slug: 'led-work-light', name: { en: 'LED Work Light', ru: 'Светодиодная фара рабочего света', ar: 'كشاف عمل LED' }, type: 'lighting', price: [20, 120], fitment: 'universal', options: ['pack'] },
            { slug: 'driving-spot-light', name: { en: 'Driving Spot Light', ru: 'Фара дальнего света', ar: 'كشاف بعيد المدى' }, type: 'lighting', price: [35, 250], fitment: 'universal', options: ['pack'] },
            { slug: 'light-bar-wiring-harness', name: { en: 'Light Bar Wiring Harness', ru: 'Жгут проводов для светодиодной балки', ar: 'ضفيرة أسلاك عمود الإضاءة' }, type: 'electrical', price: [12, 45], fitment: 'universal' },
          ] },
          { slug: 'interior-lights', name: { en: 'Interior Lights', ru: 'Освещение салона', ar: 'الإضاءة الداخلية' }, parts: [
            { slug: 'dome-light', name: { en: 'Dome Light', ru: 'Плафон освещения салона', ar: 'مصباح السقف الداخلي' }, type: 'lighting', price: [10, 60], fitment: 'vehicle', options: ['color-temperature'] },
            { slug: 'led-interior-light-kit', name: { en: 'LED Interior Light Kit', ru: 'Комплект светодиодной подсветки салона', ar: 'طقم إضاءة داخلية LED' }, type: 'lighting', price: [15, 70], fitment: 'vehicle', options: ['color-temperature'] },
            { slug: 'ambient-light-strip', name: { en: 'Ambient Light Strip', ru: 'Лента контурной подсветки салона', ar: 'شريط إضاءة محيطية' }, type: 'lighting', price: [15, 80], fitment: 'universal', options: ['color'] },
          ] },
          { slug: 'daytime-running-lights', name: { en: 'Daytime Running Lights', ru: 'Дневные ходовые огни', ar: 'مصابيح النهار' }, parts: [
            { slug: 'drl-kit', name: { en: 'Daytime Running Light Kit', ru: 'Комплект дневных ходовых огней', ar: 'طقم مصابيح النهار' }, type: 'lighting', price: [25, 150], fitment: 'universal', options: ['color-temperature'] },
            { slug: 'drl-control-module', name: { en: 'DRL Control Module', ru: 'Блок управления ДХО', ar: 'وحدة التحكم بمصابيح النهار' }, type: 'electrical', price: [20, 90], fitment: 'vehicle' },
            { slug: 'led-drl-strip', name: { en: 'LED DRL Strip', ru: 'Светодиодная лента ДХО', ar: 'شريط مصابيح نهار LED' }, type: 'lighting', price: [12, 60], fitment: 'universal', options: ['pack'] },
          ] },
        ],
      },
    ],
  },

  // ─── Fuel System ────────────────────────────────────────────────────────────
  {
    slug: 'fuel-system',
    name: { en: 'Fuel System', ru: 'Топливная система', ar: 'نظام الوقود' },
    art: ['fuelPump', 'injector', 'fuelFilter', 'fuelTank'],
    children: [
      {
        slug: 'fuel-delivery',
        name: { en: 'Fuel Pumps & Tanks', ru: 'Топливные насосы и баки', ar: 'مضخات الوقود والخزانات' },
        children: [
          { slug: 'fuel-pumps', name: { en: 'Fuel Pumps', ru: 'Топливные насосы', ar: 'مضخات الوقود' }, parts: [
            { slug: 'electric-fuel-pump', name: { en: 'Electric Fuel Pump', ru: 'Электрический топливный насос', ar: 'مضخة وقود كهربائية' }, type: 'fuel-part', price: [40, 250], fitment: 'vehicle' },
            { slug: 'fuel-pump-module', name: { en: 'Fuel Pump Module Assembly', ru: 'Топливный модуль в сборе', ar: 'وحدة مضخة الوقود الكاملة' }, type: 'fuel-part', price: [90, 450], fitment: 'vehicle' },
            { slug: 'high-pressure-fuel-pump', name: { en: 'High-Pressure Fuel Pump', ru: 'Топливный насос высокого давления', ar: 'مضخة وقود عالية الضغط' }, type: 'fuel-part', price: [200, 1200], fitment: 'vehicle' },
            { slug: 'mechanical-fuel-pump', name: { en: 'Mechanical Fuel Pump', ru: 'Механический топливный насос', ar: 'مضخة وقود ميكانيكية' }, type: 'fuel-part', price: [25, 120], fitment: 'vehicle' },
          ] },
          { slug: 'fuel-tanks-caps', name: { en: 'Fuel Tanks & Caps', ru: 'Топливные баки и крышки', ar: 'خزانات الوقود وأغطيتها' }, parts: [
            { slug: 'fuel-tank', name: { en: 'Fuel Tank', ru: 'Топливный бак', ar: 'خزان وقود' }, type: 'fuel-part', price: [120, 600], fitment: 'vehicle' },
            { slug: 'fuel-tank-cap', name: { en: 'Fuel Tank Cap', ru: 'Крышка топливного бака', ar: 'غطاء خزان الوقود' }, type: 'fuel-part', price: [8, 40], fitment: 'vehicle' },
            { slug: 'locking-fuel-cap', name: { en: 'Locking Fuel Cap', ru: 'Крышка бензобака с замком', ar: 'غطاء خزان وقود بقفل' }, type: 'fuel-part', price: [15, 60], fitment: 'vehicle', options: ['color'] },
            { slug: 'fuel-level-sending-unit', name: { en: 'Fuel Level Sending Unit', ru: 'Датчик уровня топлива', ar: 'حساس مستوى الوقود' }, type: 'fuel-part', price: [30, 150], fitment: 'vehicle' },
          ] },
          { slug: 'fuel-lines', name: { en: 'Fuel Lines & Fittings', ru: 'Топливные шланги и фитинги', ar: 'خراطيم الوقود ووصلاتها' }, parts: [
            { slug: 'fuel-hose', name: { en: 'Fuel Hose', ru: 'Топливный шланг', ar: 'خرطوم وقود' }, type: 'fuel-part', price: [6, 45], fitment: 'universal', options: ['size'] },
            { slug: 'fuel-line-quick-connector', name: { en: 'Fuel Line Quick Connector', ru: 'Быстросъёмный разъём топливной магистрали', ar: 'وصلة سريعة لخط الوقود' }, type: 'fuel-part', price: [4, 25], fitment: 'universal', options: ['pack'] },
            { slug: 'fuel-hose-clamp-set', name: { en: 'Fuel Hose Clamp Set', ru: 'Набор хомутов для топливных шлангов', ar: 'طقم مشابك خراطيم الوقود' }, type: 'fuel-part', price: [5, 20], fitment: 'universal', options: ['set-size'] },
          ] },
        ],
      },
      {
        slug: 'fuel-injection',
        name: { en: 'Fuel Injection', ru: 'Система впрыска', ar: 'نظام حقن الوقود' },
        children: [
          { slug: 'fuel-injectors', name: { en: 'Fuel Injectors', ru: 'Топливные форсунки', ar: 'بخاخات الوقود' }, parts: [
            { slug: 'fuel-injector', name: { en: 'Fuel Injector', ru: 'Топливная форсунка', ar: 'بخاخ وقود' }, type: 'fuel-part', price: [35, 250], fitment: 'vehicle', options: ['pack'] },
            { slug: 'diesel-injector', name: { en: 'Diesel Injector', ru: 'Дизельная форсунка', ar: 'بخاخ ديزل' }, type: 'fuel-part', price: [150, 700], fitment: 'vehicle', options: ['pack'] },
            { slug: 'injector-o-ring-kit', name: { en: 'Injector O-Ring Kit', ru: 'Комплект уплотнительных колец форсунок', ar: 'طقم حلقات منع تسرب البخاخات' }, type: 'fuel-part', price: [6, 30], fitment: 'vehicle' },
            { slug: 'fuel-rail', name: { en: 'Fuel Rail', ru: 'Топливная рампа', ar: 'قضيب توزيع الوقود' }, type: 'fuel-part', price: [60, 350], fitment: 'vehicle' },
          ] },
          { slug: 'throttle-bodies', name: { en: 'Throttle Bodies & Sensors', ru: 'Дроссельные заслонки и датчики', ar: 'أجسام الخانق والحساسات' }, parts: [
            { slug: 'throttle-body', name: { en: 'Throttle Body', ru: 'Дроссельная заслонка в сборе', ar: 'جسم الخانق الكامل' }, type: 'fuel-part', price: [80, 450], fitment: 'vehicle' },
            { slug: 'throttle-position-sensor', name: { en: 'Throttle Position Sensor', ru: 'Датчик положения дроссельной заслонки', ar: 'حساس وضع الخانق' }, type: 'electrical', price: [15, 90], fitment: 'vehicle' },
            { slug: 'idle-air-control-valve', name: { en: 'Idle Air Control Valve', ru: 'Регулятор холостого хода', ar: 'صمام التحكم بهواء السرعة البطيئة' }, type: 'fuel-part', price: [25, 120], fitment: 'vehicle' },
            { slug: 'throttle-body-gasket', name: { en: 'Throttle Body Gasket', ru: 'Прокладка дроссельной заслонки', ar: 'حشية جسم الخانق' }, type: 'fuel-part', price: [3, 15], fitment: 'vehicle', options: ['pack'] },
          ] },
          { slug: 'fuel-pressure', name: { en: 'Fuel Pressure Regulators', ru: 'Регуляторы давления топлива', ar: 'منظمات ضغط الوقود' }, parts: [
            { slug: 'fuel-pressure-regulator', name: { en: 'Fuel Pressure Regulator', ru: 'Регулятор давления топлива', ar: 'منظم ضغط الوقود' }, type: 'fuel-part', price: [25, 140], fitment: 'vehicle' },
            { slug: 'fuel-pressure-sensor', name: { en: 'Fuel Pressure Sensor', ru: 'Датчик давления топлива', ar: 'حساس ضغط الوقود' }, type: 'electrical', price: [25, 160], fitment: 'vehicle' },
            { slug: 'fuel-pressure-gauge', name: { en: 'Fuel Pressure Test Gauge', ru: 'Манометр для проверки давления топлива', ar: 'مقياس فحص ضغط الوقود' }, type: 'tool', price: [20, 90], fitment: 'universal' },
          ] },
        ],
      },
      {
        slug: 'fuel-filtration-evap',
        name: { en: 'Fuel Filters & Evaporative Emissions', ru: 'Топливные фильтры и улавливание паров', ar: 'فلاتر الوقود والتحكم بالأبخرة' },
        children: [
          { slug: 'fuel-filters', name: { en: 'Fuel Filters', ru: 'Топливные фильтры', ar: 'فلاتر الوقود' }, parts: [
            { slug: 'inline-fuel-filter', name: { en: 'Inline Fuel Filter', ru: 'Магистральный топливный фильтр', ar: 'فلتر وقود على الخط' }, type: 'filter', price: [8, 45], fitment: 'vehicle' },
            { slug: 'diesel-fuel-filter', name: { en: 'Diesel Fuel Filter', ru: 'Фильтр дизельного топлива', ar: 'فلتر وقود ديزل' }, type: 'filter', price: [12, 70], fitment: 'vehicle' },
            { slug: 'fuel-water-separator', name: { en: 'Fuel Water Separator', ru: 'Фильтр-влагоотделитель топлива', ar: 'فاصل الماء عن الوقود' }, type: 'filter', price: [25, 120], fitment: 'vehicle' },
            { slug: 'fuel-pump-strainer', name: { en: 'Fuel Pump Strainer', ru: 'Сетчатый фильтр топливного насоса', ar: 'مصفاة مضخة الوقود' }, type: 'filter', price: [5, 25], fitment: 'vehicle' },
          ] },
          { slug: 'evap-components', name: { en: 'EVAP Components', ru: 'Система улавливания паров топлива', ar: 'مكونات نظام التحكم بأبخرة الوقود' }, parts: [
            { slug: 'charcoal-canister', name: { en: 'Charcoal Canister', ru: 'Адсорбер', ar: 'علبة الفحم لأبخرة الوقود' }, type: 'fuel-part', price: [50, 250], fitment: 'vehicle' },
            { slug: 'evap-purge-valve', name: { en: 'EVAP Purge Valve', ru: 'Клапан продувки адсорбера', ar: 'صمام تنقية أبخرة الوقود' }, type: 'fuel-part', price: [15, 80], fitment: 'vehicle' },
            { slug: 'fuel-filler-neck', name: { en: 'Fuel Filler Neck', ru: 'Заливная горловина топливного бака', ar: 'عنق تعبئة الوقود' }, type: 'fuel-part', price: [30, 160], fitment: 'vehicle' },
          ] },
        ],
      },
    ],
  },

  // ─── Body Parts ─────────────────────────────────────────────────────────────
  {
    slug: 'body-parts',
    name: { en: 'Body Parts', ru: 'Кузовные детали', ar: 'قطع الهيكل' },
    art: ['mirror', 'bumper', 'door', 'grille', 'fender'],
    children: [
      {
        slug: 'bumpers-grilles',
        name: { en: 'Bumpers & Grilles', ru: 'Бамперы и решётки', ar: 'الصدامات والشبكات' },
        children: [
          { slug: 'bumpers', name: { en: 'Bumpers', ru: 'Бамперы', ar: 'الصدامات' }, parts: [
            { slug: 'front-bumper-cover', name: { en: 'Front Bumper Cover', ru: 'Передний бампер', ar: 'صدام أمامي' }, type: 'body-panel', price: [90, 450], fitment: 'vehicle', options: ['color'] },
            { slug: 'rear-bumper-cover', name: { en: 'Rear Bumper Cover', ru: 'Задний бампер', ar: 'صدام خلفي' }, type: 'body-panel', price: [90, 450], fitment: 'vehicle', options: ['color'] },
            { slug: 'bumper-reinforcement', name: { en: 'Bumper Reinforcement Bar', ru: 'Усилитель бампера', ar: 'دعامة الصدام' }, type: 'body-panel', price: [60, 300], fitment: 'vehicle', positions: ['front', 'rear'] },
            { slug: 'bumper-bracket', name: { en: 'Bumper Bracket', ru: 'Кронштейн бампера', ar: 'حامل الصدام' }, type: 'body-panel', price: [8, 45], fitment: 'vehicle', positions: ['left', 'right'] },
          ] },
          { slug: 'grilles', name: { en: 'Grilles & Emblems', ru: 'Решётки и эмблемы', ar: 'الشبكات والشعارات' }, parts: [
            { slug: 'front-grille', name: { en: 'Front Grille', ru: 'Решётка радиатора', ar: 'شبك أمامي' }, type: 'body-panel', price: [50, 400], fitment: 'vehicle', options: ['color'] },
            { slug: 'lower-bumper-grille', name: { en: 'Lower Bumper Grille', ru: 'Нижняя решётка бампера', ar: 'شبك الصدام السفلي' }, type: 'body-panel', price: [20, 120], fitment: 'vehicle', options: ['color'] },
            { slug: 'grille-emblem', name: { en: 'Grille Emblem', ru: 'Эмблема решётки радиатора', ar: 'شعار الشبك الأمامي' }, type: 'body-panel', price: [10, 60], fitment: 'vehicle', options: ['color'] },
          ] },
        ],
      },
      {
        slug: 'body-panels',
        name: { en: 'Body Panels', ru: 'Кузовные панели', ar: 'ألواح الهيكل' },
        children: [
          { slug: 'fenders', name: { en: 'Fenders & Liners', ru: 'Крылья и подкрылки', ar: 'الرفارف وبطاناتها' }, parts: [
            { slug: 'front-fender', name: { en: 'Front Fender', ru: 'Переднее крыло', ar: 'رفرف أمامي' }, type: 'body-panel', price: [60, 350], fitment: 'vehicle', positions: ['left', 'right'], options: ['color'] },
            { slug: 'fender-liner', name: { en: 'Fender Liner', ru: 'Подкрылок', ar: 'بطانة الرفرف' }, type: 'body-panel', price: [15, 80], fitment: 'vehicle', positions: ['front', 'rear'], options: ['side'] },
            { slug: 'fender-flare-set', name: { en: 'Fender Flare Set', ru: 'Расширители колёсных арок', ar: 'طقم توسعات الرفارف' }, type: 'body-panel', price: [80, 400], fitment: 'vehicle', options: ['color'] },
          ] },
          { slug: 'hoods-doors', name: { en: 'Hoods, Doors & Trunk Lids', ru: 'Капоты, двери и крышки багажника', ar: 'أغطية المحرك والأبواب وأغطية الصندوق' }, parts: [
            { slug: 'hood', name: { en: 'Hood', ru: 'Капот', ar: 'غطاء المحرك' }, type: 'body-panel', price: [150, 700], fitment: 'vehicle', options: ['color'] },
            { slug: 'door-shell', name: { en: 'Door Shell', ru: 'Дверь без обшивки', ar: 'هيكل باب' }, type: 'body-panel', price: [200, 900], fitment: 'vehicle', positions: ['left', 'right'], options: ['color'] },
            { slug: 'trunk-lid', name: { en: 'Trunk Lid', ru: 'Крышка багажника', ar: 'غطاء صندوق الأمتعة' }, type: 'body-panel', price: [150, 650], fitment: 'vehicle', options: ['color'] },
            { slug: 'hood-lift-support', name: { en: 'Hood Lift Support', ru: 'Газовый упор капота', ar: 'مساعد رفع غطاء المحرك' }, type: 'body-panel', price: [10, 45], fitment: 'vehicle', options: ['pack'] },
          ] },
        ],
      },
      {
        slug: 'mirrors-handles',
        name: { en: 'Mirrors & Door Handles', ru: 'Зеркала и дверные ручки', ar: 'المرايا ومقابض الأبواب' },
        children: [
          { slug: 'side-mirrors', name: { en: 'Side Mirrors', ru: 'Боковые зеркала', ar: 'المرايا الجانبية' }, parts: [
            { slug: 'side-mirror-assembly', name: { en: 'Side Mirror Assembly', ru: 'Боковое зеркало в сборе', ar: 'مرآة جانبية كاملة' }, type: 'body-panel', price: [40, 350], fitment: 'vehicle', positions: ['left', 'right'], options: ['color'] },
            { slug: 'heated-mirror-glass', name: { en: 'Heated Mirror Glass', ru: 'Зеркальный элемент с подогревом', ar: 'زجاج مرآة مع تدفئة' }, type: 'body-panel', price: [12, 70], fitment: 'vehicle', positions: ['left', 'right'] },
            { slug: 'mirror-cover', name: { en: 'Mirror Cover', ru: 'Крышка зеркала', ar: 'غطاء المرآة الجانبية' }, type: 'body-panel', price: [10, 70], fitment: 'vehicle', options: ['side', 'color'] },
          ] },
          { slug: 'door-handles-locks', name: { en: 'Door Handles & Locks', ru: 'Дверные ручки и замки', ar: 'مقابض الأبواب وأقفالها' }, parts: [
            { slug: 'exterior-door-handle', name: { en: 'Exterior Door Handle', ru: 'Наружная ручка двери', ar: 'مقبض باب خارجي' }, type: 'body-panel', price: [12, 80], fitment: 'vehicle', positions: ['left', 'right'], options: ['color'] },
            { slug: 'door-lock-actuator', name: { en: 'Door Lock Actuator', ru: 'Привод замка двери', ar: 'مشغل قفل الباب' }, type: 'electrical', price: [25, 120], fitment: 'vehicle', positions: ['left', 'right'] },
            { slug: 'tailgate-handle', name: { en: 'Tailgate Handle', ru: 'Ручка двери багажника', ar: 'مقبض الباب الخلفي' }, type: 'body-panel', price: [15, 90], fitment: 'vehicle', options: ['color'] },
            { slug: 'door-lock-cylinder', name: { en: 'Door Lock Cylinder', ru: 'Личинка замка двери', ar: 'أسطوانة قفل الباب' }, type: 'body-panel', price: [15, 70], fitment: 'vehicle', positions: ['left', 'right'] },
          ] },
        ],
      },
      {
        slug: 'glass-wipers',
        name: { en: 'Glass & Wipers', ru: 'Стёкла и стеклоочистители', ar: 'الزجاج والمساحات' },
        children: [
          { slug: 'auto-glass', name: { en: 'Auto Glass', ru: 'Автостёкла', ar: 'زجاج السيارات' }, parts: [
            { slug: 'windshield', name: { en: 'Windshield', ru: 'Лобовое стекло', ar: 'زجاج أمامي' }, type: 'body-panel', price: [150, 700], fitment: 'vehicle' },
            { slug: 'rear-window-glass', name: { en: 'Rear Window Glass', ru: 'Заднее стекло', ar: 'زجاج خلفي' }, type: 'body-panel', price: [120, 500], fitment: 'vehicle' },
            { slug: 'door-window-glass', name: { en: 'Door Window Glass', ru: 'Стекло двери', ar: 'زجاج باب' }, type: 'body-panel', price: [50, 250], fitment: 'vehicle', positions: ['left', 'right'] },
            { slug: 'window-regulator', name: { en: 'Window Regulator', ru: 'Стеклоподъёмник', ar: 'رافعة زجاج النافذة' }, type: 'electrical', price: [30, 160], fitment: 'vehicle', positions: ['left', 'right'] },
          ] },
          { slug: 'wipers-washers', name: { en: 'Wipers & Washers', ru: 'Щётки и омыватели', ar: 'المساحات وبخاخات الغسيل' }, parts: [
            { slug: 'wiper-blade', name: { en: 'Wiper Blade', ru: 'Щётка стеклоочистителя', ar: 'شفرة مساحة' }, type: 'exterior-accessory', price: [8, 35], fitment: 'vehicle', options: ['wiper-length'] },
            { slug: 'frameless-wiper-blade', name: { en: 'Frameless Wiper Blade', ru: 'Бескаркасная щётка стеклоочистителя', ar: 'شفرة مساحة بدون إطار' }, type: 'exterior-accessory', price: [12, 45], fitment: 'vehicle', options: ['wiper-length'] },
            { slug: 'wiper-motor', name: { en: 'Wiper Motor', ru: 'Мотор стеклоочистителя', ar: 'محرك المساحات' }, type: 'electrical', price: [45, 200], fitment: 'vehicle', positions: ['front', 'rear'] },
            { slug: 'washer-pump', name: { en: 'Windshield Washer Pump', ru: 'Насос омывателя', ar: 'مضخة غسيل الزجاج' }, type: 'electrical', price: [10, 45], fitment: 'vehicle' },
          ] },
        ],
      },
    ],
  },

  // ─── Interior Parts ─────────────────────────────────────────────────────────
  {
    slug: 'interior-parts',
    name: { en: 'Interior Parts', ru: 'Детали салона', ar: 'قطع المقصورة الداخلية' },
    art: ['steering', 'seat', 'gearKnob', 'instrumentCluster'],
    children: [
      {
        slug: 'mats-seat-covers',
        name: { en: 'Floor Mats & Seat Covers', ru: 'Коврики и чехлы', ar: 'سجاد الأرضية وأغطية المقاعد' },
        children: [
          { slug: 'floor-mats', name: { en: 'Floor Mats', ru: 'Коврики в салон', ar: 'سجاد الأرضية' }, parts: [
            { slug: 'custom-fit-floor-mats', name: { en: 'Custom-Fit Floor Mats', ru: 'Модельные коврики в салон', ar: 'سجاد أرضية مفصّل حسب الطراز' }, type: 'interior-accessory', price: [60, 220], fitment: 'vehicle', options: ['material', 'color'] },
            { slug: 'universal-floor-mats', name: { en: 'Universal Floor Mats', ru: 'Универсальные коврики в салон', ar: 'سجاد أرضية عام' }, type: 'interior-accessory', price: [15, 60], fitment: 'universal', options: ['material'] },
            { slug: '3d-floor-liners', name: { en: '3D Floor Liners', ru: 'Коврики 3D с бортиками', ar: 'سجاد أرضية ثلاثي الأبعاد بحواف مرتفعة' }, type: 'interior-accessory', price: [70, 250], fitment: 'vehicle', options: ['color'] },
            { slug: 'trunk-liner', name: { en: 'Trunk Liner', ru: 'Коврик в багажник', ar: 'سجادة صندوق الأمتعة' }, type: 'interior-accessory', price: [25, 110], fitment: 'vehicle', options: ['material'] },
          ] },
          { slug: 'seat-covers', name: { en: 'Seat & Steering Wheel Covers', ru: 'Чехлы на сиденья и руль', ar: 'أغطية المقاعد والمقود' }, parts: [
            { slug: 'seat-cover-set', name: { en: 'Full Seat Cover Set', ru: 'Комплект чехлов на сиденья', ar: 'طقم أغطية مقاعد كامل' }, type: 'interior-accessory', price: [40, 250], fitment: 'universal', options: ['material', 'color'] },
            { slug: 'front-seat-covers', name: { en: 'Front Seat Covers', ru: 'Чехлы на передние сиденья', ar: 'أغطية المقاعد الأمامية' }, type: 'interior-accessory', price: [20, 110], fitment: 'universal', options: ['material', 'color'] },
            { slug: 'seat-cushion', name: { en: 'Seat Cushion', ru: 'Подушка на сиденье', ar: 'وسادة مقعد' }, type: 'interior-accessory', price: [15, 70], fitment: 'universal', options: ['color'] },
            { slug: 'steering-wheel-cover', name: { en: 'Steering Wheel Cover', ru: 'Оплётка на руль', ar: 'غطاء المقود' }, type: 'interior-accessory', price: [8, 40], fitment: 'universal', options: ['material', 'color'] },
          ] },
        ],
      },
      {
        slug: 'dashboard-controls',
        name: { en: 'Dashboard, Controls & Trim', ru: 'Панель приборов, управление и отделка', ar: 'لوحة القيادة وأدوات التحكم والكسوة' },
        children: [
          { slug: 'switches', name: { en: 'Switches & Controls', ru: 'Переключатели и кнопки', ar: 'المفاتيح وأزرار التحكم' }, parts: [
            { slug: 'power-window-switch', name: { en: 'Power Window Switch', ru: 'Кнопка стеклоподъёмника', ar: 'مفتاح النافذة الكهربائية' }, type: 'electrical', price: [12, 90], fitment: 'vehicle', positions: ['left', 'right'] },
            { slug: 'headlight-switch', name: { en: 'Headlight Switch', ru: 'Переключатель света фар', ar: 'مفتاح المصابيح الأمامية' }, type: 'electrical', price: [15, 80], fitment: 'vehicle' },
            { slug: 'steering-column-switch', name: { en: 'Steering Column Switch', ru: 'Подрулевой переключатель', ar: 'مفتاح عمود التوجيه' }, type: 'electrical', price: [30, 180], fitment: 'vehicle' },
            { slug: 'hazard-warning-switch', name: { en: 'Hazard Warning Switch', ru: 'Кнопка аварийной сигнализации', ar: 'مفتاح إشارات التحذير' }, type: 'electrical', price: [8, 45], fitment: 'vehicle' },
          ] },
          { slug: 'dashboard-parts', name: { en: 'Dashboard Parts', ru: 'Детали панели приборов', ar: 'قطع لوحة القيادة' }, parts: [
            { slug: 'instrument-cluster', name: { en: 'Instrument Cluster', ru: 'Комбинация приборов', ar: 'لوحة العدادات' }, type: 'electrical', price: [120, 600], fitment: 'vehicle' },
            { slug: 'dashboard-cover', name: { en: 'Dashboard Cover', ru: 'Накидка на панель приборов', ar: 'غطاء لوحة القيادة' }, type: 'interior-accessory', price: [20, 90], fitment: 'vehicle', options: ['color'] },
            { slug: 'dashboard-air-vent', name: { en: 'Dashboard Air Vent', ru: 'Дефлектор воздуховода', ar: 'فتحة تكييف لوحة القيادة' }, type: 'interior-accessory', price: [8, 45], fitment: 'vehicle', options: ['color'] },
            { slug: 'glove-box', name: { en: 'Glove Box Assembly', ru: 'Перчаточный ящик в сборе', ar: 'درج لوحة القيادة الكامل' }, type: 'interior-accessory', price: [30, 150], fitment: 'vehicle', options: ['color'] },
          ] },
          { slug: 'interior-trim', name: { en: 'Interior Trim', ru: 'Отделка салона', ar: 'الكسوة الداخلية' }, parts: [
            { slug: 'sun-visor', name: { en: 'Sun Visor', ru: 'Солнцезащитный козырёк', ar: 'حاجب الشمس' }, type: 'interior-accessory', price: [15, 80], fitment: 'vehicle', positions: ['left', 'right'], options: ['color'] },
            { slug: 'interior-door-handle', name: { en: 'Interior Door Handle', ru: 'Внутренняя ручка двери', ar: 'مقبض باب داخلي' }, type: 'interior-accessory', price: [6, 40], fitment: 'vehicle', options: ['side', 'color'] },
            { slug: 'door-panel-trim', name: { en: 'Door Panel Trim', ru: 'Обшивка двери', ar: 'كسوة الباب' }, type: 'interior-accessory', price: [60, 300], fitment: 'vehicle', positions: ['left', 'right'], options: ['color'] },
            { slug: 'gear-shift-knob', name: { en: 'Gear Shift Knob', ru: 'Рукоятка рычага КПП', ar: 'مقبض ناقل الحركة' }, type: 'interior-accessory', price: [10, 60], fitment: 'universal', options: ['material'] },
          ] },
        ],
      },
      {
        slug: 'interior-accessories',
        name: { en: 'Interior Accessories', ru: 'Аксессуары для салона', ar: 'إكسسوارات المقصورة' },
        children: [
          { slug: 'phone-holders-chargers', name: { en: 'Phone Holders & Chargers', ru: 'Держатели и зарядки для телефона', ar: 'حوامل الهواتف والشواحن' }, parts: [
            { slug: 'air-vent-phone-holder', name: { en: 'Air Vent Phone Holder', ru: 'Держатель телефона на дефлектор', ar: 'حامل هاتف لفتحة التكييف' }, type: 'interior-accessory', price: [8, 35], fitment: 'universal', options: ['color'] },
            { slug: 'magnetic-phone-mount', name: { en: 'Magnetic Phone Mount', ru: 'Магнитный держатель телефона', ar: 'حامل هاتف مغناطيسي' }, type: 'interior-accessory', price: [10, 40], fitment: 'universal', options: ['color'] },
            { slug: 'wireless-charging-mount', name: { en: 'Wireless Charging Phone Mount', ru: 'Держатель телефона с беспроводной зарядкой', ar: 'حامل هاتف بشحن لاسلكي' }, type: 'electrical', price: [25, 80], fitment: 'universal', options: ['color'] },
            { slug: 'usb-car-charger', name: { en: 'USB Car Charger', ru: 'Автомобильное зарядное устройство USB', ar: 'شاحن سيارة USB' }, type: 'electrical', price: [8, 35], fitment: 'universal', options: ['pack'] },
          ] },
          { slug: 'organizers-sunshades', name: { en: 'Organizers & Sunshades', ru: 'Органайзеры и солнцезащитные шторки', ar: 'المنظمات وعواكس الشمس' }, parts: [
            { slug: 'windshield-sunshade', name: { en: 'Windshield Sunshade', ru: 'Солнцезащитный экран на лобовое стекло', ar: 'عاكس شمس للزجاج الأمامي' }, type: 'interior-accessory', price: [10, 45], fitment: 'universal', options: ['size'] },
            { slug: 'side-window-sunshade', name: { en: 'Side Window Sunshade', ru: 'Солнцезащитная шторка на боковое окно', ar: 'ستارة شمس للنافذة الجانبية' }, type: 'interior-accessory', price: [8, 30], fitment: 'universal', options: ['pack'] },
            { slug: 'trunk-organizer', name: { en: 'Trunk Organizer', ru: 'Органайзер в багажник', ar: 'منظم صندوق الأمتعة' }, type: 'interior-accessory', price: [15, 60], fitment: 'universal', options: ['size', 'color'] },
            { slug: 'seat-back-organizer', name: { en: 'Seat Back Organizer', ru: 'Органайзер на спинку сиденья', ar: 'منظم ظهر المقعد' }, type: 'interior-accessory', price: [10, 40], fitment: 'universal', options: ['color'] },
          ] },
        ],
      },
    ],
  },

  // ─── Tyres & Wheels ─────────────────────────────────────────────────────────
  {
    slug: 'tyres-wheels',
    name: { en: 'Tyres & Wheels', ru: 'Шины и диски', ar: 'الإطارات والجنوط' },
    art: ['wheel', 'wheel34', 'tyre'],
    children: [
      {
        slug: 'tyres',
        name: { en: 'Tyres', ru: 'Шины', ar: 'الإطارات' },
        children: [
          { slug: 'summer-tyres', name: { en: 'Summer Tyres', ru: 'Летние шины', ar: 'إطارات صيفية' }, parts: [
            { slug: 'passenger-summer-tyre', name: { en: 'Passenger Car Summer Tyre', ru: 'Летняя шина для легкового автомобиля', ar: 'إطار صيفي لسيارات الركاب' }, type: 'tyre', price: [60, 250], fitment: 'vehicle', options: ['tyre-size'] },
            { slug: 'uhp-summer-tyre', name: { en: 'Ultra-High-Performance Tyre', ru: 'Летняя шина UHP', ar: 'إطار فائق الأداء' }, type: 'tyre', price: [120, 450], fitment: 'vehicle', options: ['tyre-size'] },
            { slug: 'suv-highway-tyre', name: { en: 'SUV Highway Tyre', ru: 'Летняя шина для кроссовера', ar: 'إطار طرق سريعة لسيارات الدفع الرباعي' }, type: 'tyre', price: [110, 380], fitment: 'vehicle', options: ['tyre-size'] },
            { slug: 'run-flat-tyre', name: { en: 'Run-Flat Tyre', ru: 'Шина Run Flat', ar: 'إطار مقاوم للثقب' }, type: 'tyre', price: [150, 500], fitment: 'vehicle', options: ['tyre-size'] },
          ] },
          { slug: 'winter-tyres', name: { en: 'Winter Tyres', ru: 'Зимние шины', ar: 'إطارات شتوية' }, parts: [
            { slug: 'studded-winter-tyre', name: { en: 'Studded Winter Tyre', ru: 'Зимняя шипованная шина', ar: 'إطار شتوي بمسامير' }, type: 'tyre', price: [70, 300], fitment: 'vehicle', options: ['tyre-size'] },
            { slug: 'studless-winter-tyre', name: { en: 'Studless Winter Tyre', ru: 'Зимняя фрикционная шина', ar: 'إطار شتوي بدون مسامير' }, type: 'tyre', price: [70, 300], fitment: 'vehicle', options: ['tyre-size'] },
            { slug: 'suv-winter-tyre', name: { en: 'SUV Winter Tyre', ru: 'Зимняя шина для внедорожника', ar: 'إطار شتوي لسيارات الدفع الرباعي' }, type: 'tyre', price: [110, 400], fitment: 'vehicle', options: ['tyre-size'] },
          ] },
          { slug: 'all-season-all-terrain-tyres', name: { en: 'All-Season & All-Terrain Tyres', ru: 'Всесезонные и внедорожные шины', ar: 'إطارات لجميع المواسم والطرق الوعرة' }, parts: [
            { slug: 'all-season-tyre', name: { en: 'All-Season Tyre', ru: 'Всесезонная шина', ar: 'إطار لجميع المواسم' }, type: 'tyre', price: [60, 260], fitment: 'vehicle', options: ['tyre-size'] },
            { slug: 'all-terrain-tyre', name: { en: 'All-Terrain Tyre', ru: 'Внедорожная шина AT', ar: 'إطار لجميع التضاريس' }, type: 'tyre', price: [120, 420], fitment: 'vehicle', options: ['tyre-size'] },
            { slug: 'mud-terrain-tyre', name: { en: 'Mud-Terrain Tyre', ru: 'Грязевая шина MT', ar: 'إطار للطين والطرق الوعرة' }, type: 'tyre', price: [140, 480], fitment: 'vehicle', options: ['tyre-size'] },
            { slug: 'temporary-spare-tyre', name: { en: 'Temporary Spare Tyre', ru: 'Запасное колесо-докатка', ar: 'إطار احتياطي مؤقت' }, type: 'tyre', price: [50, 160], fitment: 'vehicle', options: ['tyre-size'] },
          ] },
        ],
      },
      {
        slug: 'wheels',
        name: { en: 'Wheels', ru: 'Колёсные диски', ar: 'الجنوط' },
        children: [
          { slug: 'alloy-wheels', name: { en: 'Alloy Wheels', ru: 'Литые диски', ar: 'جنوط ألمنيوم' }, parts: [
            { slug: 'alloy-wheel', name: { en: 'Alloy Wheel', ru: 'Литой диск', ar: 'جنط ألمنيوم' }, type: 'wheel', price: [90, 450], fitment: 'vehicle', options: ['wheel-size', 'color'] },
            { slug: 'forged-wheel', name: { en: 'Forged Wheel', ru: 'Кованый диск', ar: 'جنط مطروق' }, type: 'wheel', price: [300, 1200], fitment: 'vehicle', options: ['wheel-size', 'color'] },
            { slug: 'off-road-wheel', name: { en: 'Off-Road Wheel', ru: 'Диск для внедорожника', ar: 'جنط للطرق الوعرة' }, type: 'wheel', price: [150, 500], fitment: 'vehicle', options: ['wheel-size', 'color'] },
          ] },
          { slug: 'steel-wheels-covers', name: { en: 'Steel Wheels & Covers', ru: 'Штампованные диски и колпаки', ar: 'جنوط الحديد والطاسات' }, parts: [
            { slug: 'steel-wheel', name: { en: 'Steel Wheel', ru: 'Штампованный диск', ar: 'جنط حديد' }, type: 'wheel', price: [45, 150], fitment: 'vehicle', options: ['wheel-size'] },
            { slug: 'spare-wheel-rim', name: { en: 'Spare Wheel Rim', ru: 'Диск запасного колеса', ar: 'جنط الإطار الاحتياطي' }, type: 'wheel', price: [50, 180], fitment: 'vehicle', options: ['wheel-size'] },
            { slug: 'wheel-cover', name: { en: 'Wheel Cover', ru: 'Колпак колеса', ar: 'طاسة جنط' }, type: 'wheel-accessory', price: [8, 40], fitment: 'universal', options: ['wheel-size', 'pack'] },
            { slug: 'center-cap', name: { en: 'Wheel Centre Cap', ru: 'Центральный колпачок диска', ar: 'غطاء وسط الجنط' }, type: 'wheel-accessory', price: [5, 30], fitment: 'vehicle', options: ['pack', 'color'] },
          ] },
          { slug: 'wheel-accessories', name: { en: 'Wheel Nuts, Spacers & TPMS', ru: 'Крепёж, проставки и датчики давления', ar: 'الصواميل والفواصل وحساسات الضغط' }, parts: [
            { slug: 'lug-nut-set', name: { en: 'Lug Nut Set', ru: 'Комплект колёсных гаек', ar: 'طقم صواميل عجلات' }, type: 'wheel-accessory', price: [12, 60], fitment: 'vehicle', options: ['color'] },
            { slug: 'wheel-lock-set', name: { en: 'Wheel Lock Set', ru: 'Комплект секреток на колёса', ar: 'طقم صواميل أمان للجنوط' }, type: 'wheel-accessory', price: [20, 70], fitment: 'vehicle', options: ['color'] },
            { slug: 'wheel-spacer', name: { en: 'Wheel Spacer', ru: 'Колёсная проставка', ar: 'فاصل جنط' }, type: 'wheel-accessory', price: [20, 120], fitment: 'vehicle', options: ['pack'] },
            { slug: 'tpms-sensor', name: { en: 'TPMS Sensor', ru: 'Датчик давления в шинах', ar: 'حساس ضغط الإطارات' }, type: 'electrical', price: [20, 90], fitment: 'vehicle', options: ['pack'] },
          ] },
        ],
      },
    ],
  },

  // ─── Brakes & Suspension ────────────────────────────────────────────────────
  {
    slug: 'brakes-suspension',
    name: { en: 'Brakes & Suspension', ru: 'Тормоза и подвеска', ar: 'الفرامل ونظام التعليق' },
    art: ['brakeDisc', 'caliper', 'shockAbsorber', 'coilSpring', 'brakePads'],
    children: [
      {
        slug: 'brakes',
        name: { en: 'Brakes', ru: 'Тормозная система', ar: 'الفرامل' },
        children: [
          { slug: 'brake-pads-shoes', name: { en: 'Brake Pads & Shoes', ru: 'Тормозные колодки', ar: 'فحمات الفرامل' }, parts: [
            { slug: 'ceramic-brake-pads', name: { en: 'Ceramic Brake Pads', ru: 'Керамические тормозные колодки', ar: 'فحمات فرامل سيراميك' }, type: 'brake', price: [25, 110], fitment: 'vehicle', positions: ['front', 'rear'] },
            { slug: 'semi-metallic-brake-pads', name: { en: 'Semi-Metallic Brake Pads', ru: 'Полуметаллические тормозные колодки', ar: 'فحمات فرامل شبه معدنية' }, type: 'brake', price: [20, 90], fitment: 'vehicle', positions: ['front', 'rear'] },
            { slug: 'drum-brake-shoes', name: { en: 'Drum Brake Shoes', ru: 'Барабанные тормозные колодки', ar: 'فحمات فرامل الطنبور' }, type: 'brake', price: [20, 80], fitment: 'vehicle', positions: ['rear'] },
            { slug: 'brake-pad-wear-sensor', name: { en: 'Brake Pad Wear Sensor', ru: 'Датчик износа тормозных колодок', ar: 'حساس تآكل فحمات الفرامل' }, type: 'electrical', price: [6, 35], fitment: 'vehicle', positions: ['front', 'rear'], options: ['pack'] },
          ] },
          { slug: 'brake-discs-drums', name: { en: 'Brake Discs & Drums', ru: 'Тормозные диски и барабаны', ar: 'أقراص الفرامل والطنابير' }, parts: [
            { slug: 'brake-disc', name: { en: 'Brake Disc', ru: 'Тормозной диск', ar: 'قرص فرامل' }, type: 'brake', price: [30, 180], fitment: 'vehicle', positions: ['front', 'rear'], options: ['quantity'] },
            { slug: 'drilled-slotted-brake-disc', name: { en: 'Drilled & Slotted Brake Disc', ru: 'Перфорированный тормозной диск с насечками', ar: 'قرص فرامل مثقب ومحزز' }, type: 'brake', price: [60, 260], fitment: 'vehicle', positions: ['front', 'rear'], options: ['quantity'] },
            { slug: 'brake-drum', name: { en: 'Brake Drum', ru: 'Тормозной барабан', ar: 'طنبور فرامل' }, type: 'brake', price: [35, 150], fitment: 'vehicle', positions: ['rear'], options: ['quantity'] },
          ] },
          { slug: 'calipers-hydraulics', name: { en: 'Calipers & Hydraulics', ru: 'Суппорты и гидравлика', ar: 'كاليبرات الفرامل والهيدروليك' }, parts: [
            { slug: 'brake-caliper', name: { en: 'Brake Caliper', ru: 'Тормозной суппорт', ar: 'كاليبر فرامل' }, type: 'brake', price: [45, 250], fitment: 'vehicle', positions: ['front', 'rear'], options: ['color', 'quantity'] },
            { slug: 'brake-master-cylinder', name: { en: 'Brake Master Cylinder', ru: 'Главный тормозной цилиндр', ar: 'الأسطوانة الرئيسية للفرامل' }, type: 'brake', price: [40, 220], fitment: 'vehicle' },
            { slug: 'brake-hose', name: { en: 'Brake Hose', ru: 'Тормозной шланг', ar: 'خرطوم فرامل' }, type: 'brake', price: [8, 40], fitment: 'vehicle', positions: ['front', 'rear'], options: ['quantity'] },
            { slug: 'caliper-repair-kit', name: { en: 'Caliper Repair Kit', ru: 'Ремкомплект суппорта', ar: 'طقم إصلاح كاليبر الفرامل' }, type: 'brake', price: [8, 40], fitment: 'vehicle', positions: ['front', 'rear'], options: ['quantity'] },
          ] },
        ],
      },
      {
        slug: 'suspension-steering',
        name: { en: 'Suspension & Steering', ru: 'Подвеска и рулевое управление', ar: 'نظام التعليق والتوجيه' },
        children: [
          { slug: 'shocks-struts', name: { en: 'Shocks & Struts', ru: 'Амортизаторы и стойки', ar: 'ممتصات الصدمات والدعامات' }, parts: [
            { slug: 'shock-absorber', name: { en: 'Shock Absorber', ru: 'Амортизатор', ar: 'ممتص صدمات' }, type: 'suspension', price: [35, 180], fitment: 'vehicle', positions: ['front', 'rear'], options: ['quantity'] },
            { slug: 'complete-strut-assembly', name: { en: 'Complete Strut Assembly', ru: 'Амортизационная стойка в сборе', ar: 'دعامة تعليق كاملة' }, type: 'suspension', price: [80, 350], fitment: 'vehicle', positions: ['front', 'rear'], options: ['quantity'] },
            { slug: 'coil-spring', name: { en: 'Coil Spring', ru: 'Пружина подвески', ar: 'نابض تعليق لولبي' }, type: 'suspension', price: [30, 150], fitment: 'vehicle', positions: ['front', 'rear'], options: ['quantity'] },
            { slug: 'strut-mount', name: { en: 'Strut Mount', ru: 'Опора амортизатора', ar: 'قاعدة تثبيت الدعامة' }, type: 'suspension', price: [15, 80], fitment: 'vehicle', positions: ['front', 'rear'], options: ['quantity'] },
          ] },
          { slug: 'control-arms-joints', name: { en: 'Control Arms & Ball Joints', ru: 'Рычаги и шаровые опоры', ar: 'أذرع التحكم والمفاصل الكروية' }, parts: [
            { slug: 'control-arm', name: { en: 'Control Arm', ru: 'Рычаг подвески', ar: 'ذراع تحكم' }, type: 'suspension', price: [30, 200], fitment: 'vehicle', positions: ['left', 'right'], options: ['quantity'] },
            { slug: 'ball-joint', name: { en: 'Ball Joint', ru: 'Шаровая опора', ar: 'مفصل كروي' }, type: 'suspension', price: [12, 70], fitment: 'vehicle', positions: ['left', 'right'], options: ['quantity'] },
            { slug: 'sway-bar-link', name: { en: 'Sway Bar Link', ru: 'Стойка стабилизатора', ar: 'وصلة عمود التوازن' }, type: 'suspension', price: [8, 45], fitment: 'vehicle', positions: ['front', 'rear'], options: ['quantity'] },
            { slug: 'control-arm-bushing', name: { en: 'Control Arm Bushing', ru: 'Сайлентблок рычага', ar: 'جلبة ذراع التحكم' }, type: 'suspension', price: [5, 35], fitment: 'vehicle', options: ['pack'] },
          ] },
          { slug: 'steering-parts', name: { en: 'Steering & Wheel Bearings', ru: 'Рулевое управление и подшипники ступиц', ar: 'التوجيه ومحامل العجلات' }, parts: [
            { slug: 'tie-rod-end', name: { en: 'Tie Rod End', ru: 'Рулевой наконечник', ar: 'طرف ذراع التوجيه' }, type: 'suspension', price: [10, 60], fitment: 'vehicle', positions: ['left', 'right'], options: ['quantity'] },
            { slug: 'steering-rack', name: { en: 'Steering Rack', ru: 'Рулевая рейка', ar: 'علبة التوجيه' }, type: 'suspension', price: [150, 700], fitment: 'vehicle' },
            { slug: 'power-steering-pump', name: { en: 'Power Steering Pump', ru: 'Насос гидроусилителя руля', ar: 'مضخة التوجيه الهيدروليكي' }, type: 'suspension', price: [60, 300], fitment: 'vehicle' },
            { slug: 'wheel-hub-bearing', name: { en: 'Wheel Hub Bearing', ru: 'Ступичный подшипник', ar: 'محمل محور العجلة' }, type: 'suspension', price: [20, 120], fitment: 'vehicle', positions: ['front', 'rear'], options: ['quantity'] },
          ] },
        ],
      },
    ],
  },

  // ─── Engine & Drivetrain ────────────────────────────────────────────────────
  {
    slug: 'engine-drivetrain',
    name: { en: 'Engine & Drivetrain', ru: 'Двигатель и трансмиссия', ar: 'المحرك وناقل الحركة' },
    art: ['piston', 'turbo', 'sparkPlug', 'radiator', 'alternator', 'battery'],
    children: [
      {
        slug: 'filters',
        name: { en: 'Filters', ru: 'Фильтры', ar: 'الفلاتر' },
        children: [
          { slug: 'oil-filters', name: { en: 'Oil Filters', ru: 'Масляные фильтры', ar: 'فلاتر الزيت' }, parts: [
            { slug: 'spin-on-oil-filter', name: { en: 'Spin-On Oil Filter', ru: 'Навинчиваемый масляный фильтр', ar: 'فلتر زيت لولبي' }, type: 'filter', price: [5, 25], fitment: 'vehicle', options: ['pack'] },
            { slug: 'cartridge-oil-filter', name: { en: 'Cartridge Oil Filter', ru: 'Фильтрующий элемент масляного фильтра', ar: 'فلتر زيت خرطوشي' }, type: 'filter', price: [6, 30], fitment: 'vehicle', options: ['pack'] },
            { slug: 'oil-filter-housing', name: { en: 'Oil Filter Housing', ru: 'Корпус масляного фильтра', ar: 'مبيت فلتر الزيت' }, type: 'engine-part', price: [30, 160], fitment: 'vehicle' },
          ] },
          { slug: 'air-filters', name: { en: 'Air Filters & Intakes', ru: 'Воздушные фильтры и впуск', ar: 'فلاتر الهواء وأنظمة السحب' }, parts: [
            { slug: 'engine-air-filter', name: { en: 'Engine Air Filter', ru: 'Воздушный фильтр двигателя', ar: 'فلتر هواء المحرك' }, type: 'filter', price: [8, 40], fitment: 'vehicle', options: ['pack'] },
            { slug: 'washable-air-filter', name: { en: 'Washable Performance Air Filter', ru: 'Многоразовый спортивный воздушный фильтр', ar: 'فلتر هواء رياضي قابل للغسل' }, type: 'filter', price: [35, 90], fitment: 'vehicle' },
            { slug: 'cold-air-intake-kit', name: { en: 'Cold Air Intake Kit', ru: 'Комплект холодного впуска', ar: 'طقم سحب هواء بارد' }, type: 'engine-part', price: [150, 450], fitment: 'vehicle' },
          ] },
          { slug: 'cabin-filters', name: { en: 'Cabin Air Filters', ru: 'Салонные фильтры', ar: 'فلاتر هواء المقصورة' }, parts: [
            { slug: 'cabin-air-filter', name: { en: 'Cabin Air Filter', ru: 'Салонный фильтр', ar: 'فلتر مكيف' }, type: 'filter', price: [8, 35], fitment: 'vehicle', options: ['pack'] },
            { slug: 'carbon-cabin-filter', name: { en: 'Activated Carbon Cabin Filter', ru: 'Угольный салонный фильтр', ar: 'فلتر مكيف بالكربون المنشط' }, type: 'filter', price: [12, 45], fitment: 'vehicle', options: ['pack'] },
            { slug: 'hepa-cabin-filter', name: { en: 'HEPA Cabin Filter', ru: 'Салонный фильтр HEPA', ar: 'فلتر مكيف HEPA' }, type: 'filter', price: [18, 60], fitment: 'vehicle', options: ['pack'] },
          ] },
        ],
      },
      {
        slug: 'engine-parts',
        name: { en: 'Engine Parts', ru: 'Детали двигателя', ar: 'قطع المحرك' },
        children: [
          { slug: 'belts-timing', name: { en: 'Belts & Timing', ru: 'Ремни и ГРМ', ar: 'السيور ونظام التوقيت' }, parts: [
            { slug: 'timing-belt-kit', name: { en: 'Timing Belt Kit', ru: 'Комплект ремня ГРМ', ar: 'طقم سير التوقيت' }, type: 'engine-part', price: [60, 300], fitment: 'vehicle' },
            { slug: 'timing-chain-kit', name: { en: 'Timing Chain Kit', ru: 'Комплект цепи ГРМ', ar: 'طقم سلسلة التوقيت' }, type: 'engine-part', price: [120, 600], fitment: 'vehicle' },
            { slug: 'serpentine-belt', name: { en: 'Serpentine Belt', ru: 'Поликлиновой ремень', ar: 'سير ملحقات المحرك' }, type: 'engine-part', price: [15, 70], fitment: 'vehicle' },
            { slug: 'belt-tensioner', name: { en: 'Belt Tensioner', ru: 'Натяжитель ремня', ar: 'شداد السير' }, type: 'engine-part', price: [25, 130], fitment: 'vehicle' },
          ] },
          { slug: 'gaskets-seals', name: { en: 'Gaskets & Seals', ru: 'Прокладки и сальники', ar: 'الحشيات وموانع التسرب' }, parts: [
            { slug: 'head-gasket', name: { en: 'Cylinder Head Gasket', ru: 'Прокладка головки блока цилиндров', ar: 'حشية رأس الأسطوانات' }, type: 'engine-part', price: [20, 150], fitment: 'vehicle' },
            { slug: 'valve-cover-gasket', name: { en: 'Valve Cover Gasket', ru: 'Прокладка клапанной крышки', ar: 'حشية غطاء الصمامات' }, type: 'engine-part', price: [8, 50], fitment: 'vehicle' },
            { slug: 'crankshaft-seal', name: { en: 'Crankshaft Oil Seal', ru: 'Сальник коленвала', ar: 'مانع تسرب عمود المرفق' }, type: 'engine-part', price: [5, 30], fitment: 'vehicle', positions: ['front', 'rear'] },
            { slug: 'engine-gasket-set', name: { en: 'Engine Gasket Set', ru: 'Комплект прокладок двигателя', ar: 'طقم حشيات المحرك' }, type: 'engine-part', price: [60, 300], fitment: 'vehicle' },
          ] },
          { slug: 'cooling-system', name: { en: 'Cooling System', ru: 'Система охлаждения', ar: 'نظام التبريد' }, parts: [
            { slug: 'radiator', name: { en: 'Radiator', ru: 'Радиатор охлаждения', ar: 'رديتر المحرك' }, type: 'engine-part', price: [80, 400], fitment: 'vehicle' },
            { slug: 'water-pump', name: { en: 'Water Pump', ru: 'Водяной насос', ar: 'مضخة مياه المحرك' }, type: 'engine-part', price: [30, 180], fitment: 'vehicle' },
            { slug: 'thermostat', name: { en: 'Thermostat', ru: 'Термостат', ar: 'ثرموستات المحرك' }, type: 'engine-part', price: [10, 60], fitment: 'vehicle' },
            { slug: 'radiator-cooling-fan', name: { en: 'Radiator Cooling Fan', ru: 'Вентилятор радиатора', ar: 'مروحة تبريد الرديتر' }, type: 'electrical', price: [50, 250], fitment: 'vehicle' },
          ] },
          { slug: 'turbo-intake', name: { en: 'Turbochargers & Intake', ru: 'Турбины и впуск', ar: 'الشواحن التوربينية والسحب' }, parts: [
            { slug: 'turbocharger', name: { en: 'Turbocharger', ru: 'Турбокомпрессор', ar: 'شاحن توربيني' }, type: 'engine-part', price: [350, 1500], fitment: 'vehicle' },
            { slug: 'intercooler', name: { en: 'Intercooler', ru: 'Интеркулер', ar: 'مبرد الهواء المشحون' }, type: 'engine-part', price: [120, 600], fitment: 'vehicle' },
            { slug: 'turbo-gasket-kit', name: { en: 'Turbo Gasket Kit', ru: 'Комплект прокладок турбины', ar: 'طقم حشيات الشاحن التوربيني' }, type: 'engine-part', price: [15, 60], fitment: 'vehicle' },
            { slug: 'intake-manifold', name: { en: 'Intake Manifold', ru: 'Впускной коллектор', ar: 'مجمع السحب' }, type: 'engine-part', price: [120, 600], fitment: 'vehicle' },
          ] },
        ],
      },
      {
        slug: 'ignition-electrical',
        name: { en: 'Ignition & Electrical', ru: 'Зажигание и электрооборудование', ar: 'الإشعال والكهرباء' },
        children: [
          { slug: 'spark-plugs-coils', name: { en: 'Spark Plugs & Coils', ru: 'Свечи и катушки зажигания', ar: 'شمعات وملفات الإشعال' }, parts: [
            { slug: 'iridium-spark-plug', name: { en: 'Iridium Spark Plug', ru: 'Иридиевая свеча зажигания', ar: 'شمعة إشعال إيريديوم' }, type: 'engine-part', price: [8, 30], fitment: 'vehicle', options: ['pack'] },
            { slug: 'platinum-spark-plug', name: { en: 'Platinum Spark Plug', ru: 'Платиновая свеча зажигания', ar: 'شمعة إشعال بلاتينيوم' }, type: 'engine-part', price: [6, 22], fitment: 'vehicle', options: ['pack'] },
            { slug: 'nickel-spark-plug', name: { en: 'Nickel Spark Plug', ru: 'Никелевая свеча зажигания', ar: 'شمعة إشعال نيكل' }, type: 'engine-part', price: [3, 10], fitment: 'vehicle', options: ['pack'] },
            { slug: 'ignition-coil', name: { en: 'Ignition Coil', ru: 'Катушка зажигания', ar: 'ملف الإشعال' }, type: 'electrical', price: [20, 120], fitment: 'vehicle', options: ['pack'] },
            { slug: 'diesel-glow-plug', name: { en: 'Diesel Glow Plug', ru: 'Свеча накаливания', ar: 'شمعة توهج للديزل' }, type: 'engine-part', price: [8, 40], fitment: 'vehicle', options: ['pack'] },
          ] },
          { slug: 'starting-charging', name: { en: 'Starting & Charging', ru: 'Запуск и зарядка', ar: 'التشغيل والشحن' }, parts: [
            { slug: 'alternator', name: { en: 'Alternator', ru: 'Генератор', ar: 'دينمو السيارة' }, type: 'electrical', price: [120, 500], fitment: 'vehicle' },
            { slug: 'starter-motor', name: { en: 'Starter Motor', ru: 'Стартер', ar: 'محرك بدء التشغيل' }, type: 'electrical', price: [80, 400], fitment: 'vehicle' },
            { slug: 'car-battery', name: { en: 'Car Battery', ru: 'Аккумулятор', ar: 'بطارية سيارة' }, type: 'electrical', price: [80, 300], fitment: 'vehicle', options: ['battery-capacity'] },
            { slug: 'voltage-regulator', name: { en: 'Alternator Voltage Regulator', ru: 'Регулятор напряжения генератора', ar: 'منظم جهد الدينمو' }, type: 'electrical', price: [15, 80], fitment: 'vehicle' },
          ] },
          { slug: 'engine-sensors', name: { en: 'Engine Sensors', ru: 'Датчики двигателя', ar: 'حساسات المحرك' }, parts: [
            { slug: 'oxygen-sensor', name: { en: 'Oxygen Sensor', ru: 'Лямбда-зонд', ar: 'حساس الأكسجين' }, type: 'electrical', price: [25, 150], fitment: 'vehicle' },
            { slug: 'mass-air-flow-sensor', name: { en: 'Mass Air Flow Sensor', ru: 'Датчик массового расхода воздуха', ar: 'حساس تدفق الهواء' }, type: 'electrical', price: [40, 250], fitment: 'vehicle' },
            { slug: 'crankshaft-position-sensor', name: { en: 'Crankshaft Position Sensor', ru: 'Датчик положения коленвала', ar: 'حساس موضع عمود المرفق' }, type: 'electrical', price: [15, 90], fitment: 'vehicle' },
            { slug: 'coolant-temperature-sensor', name: { en: 'Coolant Temperature Sensor', ru: 'Датчик температуры охлаждающей жидкости', ar: 'حساس حرارة سائل التبريد' }, type: 'electrical', price: [8, 45], fitment: 'vehicle' },
          ] },
        ],
      },
      {
        slug: 'drivetrain',
        name: { en: 'Drivetrain', ru: 'Трансмиссия', ar: 'مجموعة نقل الحركة' },
        children: [
          { slug: 'clutch-parts', name: { en: 'Clutch Parts', ru: 'Сцепление', ar: 'قطع الكلتش' }, parts: [
            { slug: 'clutch-kit', name: { en: 'Clutch Kit', ru: 'Комплект сцепления', ar: 'طقم كلتش' }, type: 'engine-part', price: [90, 450], fitment: 'vehicle' },
            { slug: 'dual-mass-flywheel', name: { en: 'Dual-Mass Flywheel', ru: 'Двухмассовый маховик', ar: 'حدافة مزدوجة الكتلة' }, type: 'engine-part', price: [250, 900], fitment: 'vehicle' },
            { slug: 'clutch-master-cylinder', name: { en: 'Clutch Master Cylinder', ru: 'Главный цилиндр сцепления', ar: 'الأسطوانة الرئيسية للكلتش' }, type: 'engine-part', price: [30, 140], fitment: 'vehicle' },
            { slug: 'clutch-release-bearing', name: { en: 'Clutch Release Bearing', ru: 'Выжимной подшипник', ar: 'محمل تحرير الكلتش' }, type: 'engine-part', price: [15, 70], fitment: 'vehicle' },
          ] },
          { slug: 'axles-driveshafts', name: { en: 'CV Axles & Driveshafts', ru: 'Приводы и карданные валы', ar: 'أعمدة الدوران وأعمدة الكردان' }, parts: [
            { slug: 'cv-axle-shaft', name: { en: 'CV Axle Shaft', ru: 'Приводной вал в сборе', ar: 'عمود دوران العجلة الكامل' }, type: 'engine-part', price: [60, 300], fitment: 'vehicle', positions: ['left', 'right'] },
            { slug: 'cv-joint-kit', name: { en: 'CV Joint Kit', ru: 'ШРУС в сборе', ar: 'طقم مفصل عمود الدوران' }, type: 'engine-part', price: [25, 120], fitment: 'vehicle' },
            { slug: 'cv-boot-kit', name: { en: 'CV Boot Kit', ru: 'Комплект пыльника ШРУСа', ar: 'طقم جلدة عمود الدوران' }, type: 'engine-part', price: [8, 35], fitment: 'vehicle' },
            { slug: 'propeller-shaft', name: { en: 'Propeller Shaft', ru: 'Карданный вал', ar: 'عمود الكردان' }, type: 'engine-part', price: [150, 700], fitment: 'vehicle' },
          ] },
          { slug: 'transmission-mounts', name: { en: 'Transmission Parts & Mounts', ru: 'Детали КПП и опоры', ar: 'قطع ناقل الحركة والقواعد' }, parts: [
            { slug: 'transmission-filter-kit', name: { en: 'Automatic Transmission Filter Kit', ru: 'Комплект фильтра АКПП', ar: 'طقم فلتر ناقل الحركة الأوتوماتيكي' }, type: 'filter', price: [20, 80], fitment: 'vehicle' },
            { slug: 'transmission-mount', name: { en: 'Transmission Mount', ru: 'Опора КПП', ar: 'قاعدة ناقل الحركة' }, type: 'engine-part', price: [20, 110], fitment: 'vehicle' },
            { slug: 'engine-mount', name: { en: 'Engine Mount', ru: 'Опора двигателя', ar: 'قاعدة المحرك' }, type: 'engine-part', price: [25, 150], fitment: 'vehicle' },
          ] },
        ],
      },
    ],
  },

  // ─── Oils & Lubricants ──────────────────────────────────────────────────────
  {
    slug: 'oils-lubricants',
    name: { en: 'Oils & Lubricants', ru: 'Масла и смазки', ar: 'الزيوت ومواد التشحيم' },
    art: ['canister', 'bottle', 'sprayCan'],
    children: [
      {
        slug: 'engine-oils',
        name: { en: 'Engine Oils', ru: 'Моторные масла', ar: 'زيوت المحرك' },
        children: [
          { slug: 'synthetic-engine-oils', name: { en: 'Synthetic Engine Oils', ru: 'Синтетические моторные масла', ar: 'زيوت محرك تخليقية' }, parts: [
            { slug: 'full-synthetic-engine-oil', name: { en: 'Full Synthetic Engine Oil', ru: 'Синтетическое моторное масло', ar: 'زيت محرك تخليقي بالكامل' }, type: 'oil', price: [8, 60], fitment: 'universal', options: ['volume'] },
            { slug: 'high-mileage-engine-oil', name: { en: 'High-Mileage Engine Oil', ru: 'Моторное масло для двигателей с большим пробегом', ar: 'زيت محرك للسيارات عالية المسافة المقطوعة' }, type: 'oil', price: [10, 55], fitment: 'universal', options: ['volume'] },
            { slug: 'diesel-engine-oil', name: { en: 'Diesel Engine Oil', ru: 'Моторное масло для дизельных двигателей', ar: 'زيت محرك ديزل' }, type: 'oil', price: [12, 60], fitment: 'universal', options: ['volume'] },
          ] },
          { slug: 'mineral-semi-synthetic-oils', name: { en: 'Mineral & Semi-Synthetic Oils', ru: 'Минеральные и полусинтетические масла', ar: 'زيوت معدنية ونصف تخليقية' }, parts: [
            { slug: 'semi-synthetic-engine-oil', name: { en: 'Semi-Synthetic Engine Oil', ru: 'Полусинтетическое моторное масло', ar: 'زيت محرك نصف تخليقي' }, type: 'oil', price: [8, 40], fitment: 'universal', options: ['volume'] },
            { slug: 'mineral-engine-oil', name: { en: 'Mineral Engine Oil', ru: 'Минеральное моторное масло', ar: 'زيت محرك معدني' }, type: 'oil', price: [8, 30], fitment: 'universal', options: ['volume'] },
            { slug: 'two-stroke-oil', name: { en: 'Two-Stroke Oil', ru: 'Масло для двухтактных двигателей', ar: 'زيت محركات ثنائية الأشواط' }, type: 'oil', price: [8, 25], fitment: 'universal', options: ['volume'] },
          ] },
        ],
      },
      {
        slug: 'transmission-brake-fluids',
        name: { en: 'Transmission & Brake Fluids', ru: 'Трансмиссионные масла и тормозные жидкости', ar: 'زيوت ناقل الحركة وسوائل الفرامل' },
        children: [
          { slug: 'transmission-fluids', name: { en: 'Transmission Fluids', ru: 'Трансмиссионные масла', ar: 'زيوت ناقل الحركة' }, parts: [
            { slug: 'automatic-transmission-fluid', name: { en: 'Automatic Transmission Fluid', ru: 'Масло для АКПП', ar: 'زيت ناقل الحركة الأوتوماتيكي' }, type: 'oil', price: [10, 50], fitment: 'universal', options: ['volume'] },
            { slug: 'manual-gear-oil', name: { en: 'Manual Gearbox Oil', ru: 'Трансмиссионное масло для МКПП', ar: 'زيت ناقل الحركة اليدوي' }, type: 'oil', price: [10, 45], fitment: 'universal', options: ['volume'] },
            { slug: 'cvt-fluid', name: { en: 'CVT Fluid', ru: 'Масло для вариатора', ar: 'زيت ناقل الحركة المتغير CVT' }, type: 'oil', price: [15, 60], fitment: 'universal', options: ['volume'] },
            { slug: 'differential-oil', name: { en: 'Differential Oil', ru: 'Масло для дифференциала', ar: 'زيت الترس التفاضلي' }, type: 'oil', price: [12, 45], fitment: 'universal', options: ['volume'] },
          ] },
          { slug: 'brake-steering-fluids', name: { en: 'Brake & Steering Fluids', ru: 'Тормозные жидкости и жидкости ГУР', ar: 'سوائل الفرامل والتوجيه' }, parts: [
            { slug: 'dot-4-brake-fluid', name: { en: 'DOT 4 Brake Fluid', ru: 'Тормозная жидкость DOT 4', ar: 'زيت فرامل DOT 4' }, type: 'fluid', price: [6, 25], fitment: 'universal', options: ['volume'] },
            { slug: 'dot-5-1-brake-fluid', name: { en: 'DOT 5.1 Brake Fluid', ru: 'Тормозная жидкость DOT 5.1', ar: 'زيت فرامل DOT 5.1' }, type: 'fluid', price: [8, 30], fitment: 'universal', options: ['volume'] },
            { slug: 'power-steering-fluid', name: { en: 'Power Steering Fluid', ru: 'Жидкость для гидроусилителя руля', ar: 'زيت نظام التوجيه الهيدروليكي' }, type: 'fluid', price: [6, 25], fitment: 'universal', options: ['volume'] },
          ] },
        ],
      },
      {
        slug: 'coolants-service-fluids',
        name: { en: 'Coolants & Service Fluids', ru: 'Охлаждающие и технические жидкости', ar: 'سوائل التبريد والصيانة' },
        children: [
          { slug: 'coolants-antifreeze', name: { en: 'Coolants & Antifreeze', ru: 'Антифризы и охлаждающие жидкости', ar: 'سوائل التبريد ومانع التجمد' }, parts: [
            { slug: 'antifreeze-concentrate', name: { en: 'Antifreeze Concentrate', ru: 'Концентрат антифриза', ar: 'مركّز مانع التجمد' }, type: 'fluid', price: [10, 35], fitment: 'universal', options: ['volume'] },
            { slug: 'ready-to-use-coolant', name: { en: 'Ready-to-Use Coolant', ru: 'Готовый антифриз', ar: 'سائل تبريد جاهز للاستخدام' }, type: 'fluid', price: [8, 30], fitment: 'universal', options: ['volume'] },
            { slug: 'radiator-flush', name: { en: 'Radiator Flush', ru: 'Промывка системы охлаждения', ar: 'منظف نظام التبريد' }, type: 'fluid', price: [6, 20], fitment: 'universal', options: ['volume'] },
          ] },
          { slug: 'greases-additives', name: { en: 'Greases & Additives', ru: 'Смазки и присадки', ar: 'الشحوم والإضافات' }, parts: [
            { slug: 'multipurpose-grease', name: { en: 'Multipurpose Grease', ru: 'Универсальная консистентная смазка', ar: 'شحم متعدد الاستخدامات' }, type: 'fluid', price: [5, 25], fitment: 'universal', options: ['pack'] },
            { slug: 'fuel-system-cleaner', name: { en: 'Fuel System Cleaner', ru: 'Очиститель топливной системы', ar: 'منظف نظام الوقود' }, type: 'fluid', price: [6, 25], fitment: 'universal', options: ['pack'] },
            { slug: 'engine-oil-additive', name: { en: 'Engine Oil Additive', ru: 'Присадка в моторное масло', ar: 'إضافة لزيت المحرك' }, type: 'fluid', price: [8, 35], fitment: 'universal', options: ['pack'] },
            { slug: 'penetrating-lubricant-spray', name: { en: 'Penetrating Lubricant Spray', ru: 'Проникающая смазка-спрей', ar: 'بخاخ تشحيم مزيل للصدأ' }, type: 'fluid', price: [4, 15], fitment: 'universal', options: ['pack'] },
          ] },
          { slug: 'washer-fluids', name: { en: 'Washer Fluids', ru: 'Стеклоомывающие жидкости', ar: 'سوائل غسيل الزجاج' }, parts: [
            { slug: 'summer-screenwash', name: { en: 'Summer Screenwash', ru: 'Летняя стеклоомывающая жидкость', ar: 'سائل غسيل الزجاج الصيفي' }, type: 'fluid', price: [3, 12], fitment: 'universal', options: ['volume'] },
            { slug: 'winter-screenwash', name: { en: 'Winter Screenwash', ru: 'Незамерзающая стеклоомывающая жидкость', ar: 'سائل غسيل زجاج مانع للتجمد' }, type: 'fluid', price: [4, 15], fitment: 'universal', options: ['volume'] },
            { slug: 'screenwash-concentrate', name: { en: 'Screenwash Concentrate', ru: 'Концентрат стеклоомывателя', ar: 'مركّز سائل غسيل الزجاج' }, type: 'fluid', price: [4, 14], fitment: 'universal', options: ['volume'] },
          ] },
        ],
      },
    ],
  },

  // ─── Tools & Garage ─────────────────────────────────────────────────────────
  {
    slug: 'tools-garage',
    name: { en: 'Tools & Garage', ru: 'Инструменты и гараж', ar: 'العدد ومعدات الورشة' },
    art: ['wrench', 'socketSet', 'ratchet', 'screwdriver', 'floorJack', 'toolChest'],
    children: [
      {
        slug: 'hand-tools',
        name: { en: 'Hand Tools', ru: 'Ручной инструмент', ar: 'العدد اليدوية' },
        children: [
          { slug: 'sockets-wrenches', name: { en: 'Sockets & Wrenches', ru: 'Головки и ключи', ar: 'اللقم والمفاتيح' }, parts: [
            { slug: 'socket-set', name: { en: 'Socket Set', ru: 'Набор торцевых головок', ar: 'طقم لقم' }, type: 'tool', price: [25, 250], fitment: 'universal', options: ['drive-size', 'set-size'] },
            { slug: 'combination-wrench-set', name: { en: 'Combination Wrench Set', ru: 'Набор комбинированных ключей', ar: 'طقم مفاتيح مشتركة' }, type: 'tool', price: [20, 180], fitment: 'universal', options: ['set-size'] },
            { slug: 'torque-wrench', name: { en: 'Torque Wrench', ru: 'Динамометрический ключ', ar: 'مفتاح عزم' }, type: 'tool', price: [40, 300], fitment: 'universal', options: ['drive-size'] },
            { slug: 'breaker-bar', name: { en: 'Breaker Bar', ru: 'Усиленный вороток', ar: 'ذراع فك الصواميل' }, type: 'tool', price: [15, 60], fitment: 'universal', options: ['drive-size'] },
          ] },
          { slug: 'pliers-screwdrivers', name: { en: 'Pliers & Screwdrivers', ru: 'Клещи и отвёртки', ar: 'الكماشات والمفكات' }, parts: [
            { slug: 'screwdriver-set', name: { en: 'Screwdriver Set', ru: 'Набор отвёрток', ar: 'طقم مفكات' }, type: 'tool', price: [10, 60], fitment: 'universal', options: ['set-size'] },
            { slug: 'pliers-set', name: { en: 'Pliers Set', ru: 'Набор клещей', ar: 'طقم كماشات' }, type: 'tool', price: [15, 80], fitment: 'universal', options: ['set-size'] },
            { slug: 'hose-clamp-pliers', name: { en: 'Hose Clamp Pliers', ru: 'Клещи для хомутов', ar: 'كماشة مشابك الخراطيم' }, type: 'tool', price: [12, 45], fitment: 'universal' },
          ] },
          { slug: 'specialty-tools', name: { en: 'Specialty Tools', ru: 'Специнструмент', ar: 'العدد المتخصصة' }, parts: [
            { slug: 'oil-filter-wrench', name: { en: 'Oil Filter Wrench', ru: 'Съёмник масляного фильтра', ar: 'مفتاح فك فلتر الزيت' }, type: 'tool', price: [6, 30], fitment: 'universal', options: ['size'] },
            { slug: 'brake-caliper-piston-tool-kit', name: { en: 'Brake Caliper Piston Tool Kit', ru: 'Набор для утапливания поршней суппортов', ar: 'طقم أدوات إرجاع مكابس الكاليبر' }, type: 'tool', price: [20, 90], fitment: 'universal' },
            { slug: 'spark-plug-socket', name: { en: 'Spark Plug Socket', ru: 'Свечная головка', ar: 'لقمة شمعات الإشعال' }, type: 'tool', price: [5, 25], fitment: 'universal', options: ['drive-size'] },
            { slug: 'engine-timing-tool-kit', name: { en: 'Engine Timing Tool Kit', ru: 'Набор фиксаторов ГРМ', ar: 'طقم أدوات ضبط توقيت المحرك' }, type: 'tool', price: [30, 180], fitment: 'universal' },
          ] },
        ],
      },
      {
        slug: 'lifting-workshop',
        name: { en: 'Lifting & Workshop', ru: 'Подъёмное и гаражное оборудование', ar: 'معدات الرفع والورشة' },
        children: [
          { slug: 'jacks-stands', name: { en: 'Jacks & Stands', ru: 'Домкраты и подставки', ar: 'الرافعات والحوامل' }, parts: [
            { slug: 'hydraulic-floor-jack', name: { en: 'Hydraulic Floor Jack', ru: 'Подкатной гидравлический домкрат', ar: 'رافعة أرضية هيدروليكية' }, type: 'tool', price: [60, 400], fitment: 'universal', options: ['lifting-capacity'] },
            { slug: 'bottle-jack', name: { en: 'Bottle Jack', ru: 'Бутылочный домкрат', ar: 'رافعة هيدروليكية عمودية' }, type: 'tool', price: [25, 120], fitment: 'universal', options: ['lifting-capacity'] },
            { slug: 'jack-stands', name: { en: 'Jack Stands', ru: 'Страховочные подставки', ar: 'حوامل أمان للسيارة' }, type: 'tool', price: [30, 120], fitment: 'universal', options: ['pack', 'lifting-capacity'] },
            { slug: 'scissor-jack', name: { en: 'Scissor Jack', ru: 'Ромбический домкрат', ar: 'رافعة مقصية' }, type: 'tool', price: [20, 70], fitment: 'universal', options: ['lifting-capacity'] },
          ] },
          { slug: 'workshop-equipment', name: { en: 'Workshop Equipment', ru: 'Оборудование для мастерской', ar: 'تجهيزات الورشة' }, parts: [
            { slug: 'mechanic-creeper', name: { en: "Mechanic's Creeper", ru: 'Подкатной лежак автомеханика', ar: 'زحافة ميكانيكي' }, type: 'tool', price: [30, 120], fitment: 'universal', options: ['color'] },
            { slug: 'engine-hoist', name: { en: 'Engine Hoist', ru: 'Гидравлический кран для двигателя', ar: 'رافعة محركات' }, type: 'tool', price: [180, 600], fitment: 'universal', options: ['lifting-capacity'] },
            { slug: 'oil-drain-pan', name: { en: 'Oil Drain Pan', ru: 'Ёмкость для слива масла', ar: 'حوض تصريف الزيت' }, type: 'tool', price: [10, 45], fitment: 'universal', options: ['size'] },
            { slug: 'rolling-tool-chest', name: { en: 'Rolling Tool Chest', ru: 'Инструментальная тележка', ar: 'خزانة عدة متنقلة بعجلات' }, type: 'tool', price: [120, 800], fitment: 'universal', options: ['color'] },
          ] },
        ],
      },
      {
        slug: 'diagnostics-power-tools',
        name: { en: 'Diagnostics & Power Tools', ru: 'Диагностика и электроинструмент', ar: 'أجهزة التشخيص والعدد الكهربائية' },
        children: [
          { slug: 'diagnostic-tools', name: { en: 'Diagnostic Tools', ru: 'Диагностическое оборудование', ar: 'أجهزة التشخيص' }, parts: [
            { slug: 'obd2-scanner', name: { en: 'OBD2 Diagnostic Scanner', ru: 'Диагностический сканер OBD2', ar: 'جهاز فحص أعطال OBD2' }, type: 'tool', price: [20, 400], fitment: 'universal' },
            { slug: 'digital-multimeter', name: { en: 'Digital Multimeter', ru: 'Цифровой мультиметр', ar: 'جهاز قياس متعدد رقمي' }, type: 'tool', price: [15, 90], fitment: 'universal' },
            { slug: 'battery-tester', name: { en: 'Battery Tester', ru: 'Тестер аккумуляторов', ar: 'جهاز فحص البطارية' }, type: 'tool', price: [25, 150], fitment: 'universal' },
            { slug: 'tyre-pressure-gauge', name: { en: 'Tyre Pressure Gauge', ru: 'Манометр для шин', ar: 'مقياس ضغط الإطارات' }, type: 'tool', price: [5, 30], fitment: 'universal' },
          ] },
          { slug: 'power-tools', name: { en: 'Power Tools', ru: 'Электро- и пневмоинструмент', ar: 'العدد الكهربائية والهوائية' }, parts: [
            { slug: 'cordless-impact-wrench', name: { en: 'Cordless Impact Wrench', ru: 'Аккумуляторный ударный гайковёрт', ar: 'مفتاح صدمي لاسلكي' }, type: 'tool', price: [90, 400], fitment: 'universal', options: ['drive-size'] },
            { slug: 'air-impact-wrench', name: { en: 'Air Impact Wrench', ru: 'Пневматический гайковёрт', ar: 'مفتاح صدمي هوائي' }, type: 'tool', price: [60, 300], fitment: 'universal', options: ['drive-size'] },
            { slug: 'car-polisher', name: { en: 'Car Polisher', ru: 'Полировальная машина', ar: 'ماكينة تلميع السيارات' }, type: 'tool', price: [50, 250], fitment: 'universal' },
            { slug: 'portable-tyre-inflator', name: { en: 'Portable Tyre Inflator', ru: 'Автомобильный компрессор', ar: 'منفاخ إطارات محمول' }, type: 'tool', price: [25, 120], fitment: 'universal' },
          ] },
          { slug: 'chargers-jump-starters', name: { en: 'Battery Chargers & Jump Starters', ru: 'Зарядные и пусковые устройства', ar: 'شواحن البطاريات وأجهزة التشغيل' }, parts: [
            { slug: 'smart-battery-charger', name: { en: 'Smart Battery Charger', ru: 'Автоматическое зарядное устройство для АКБ', ar: 'شاحن بطارية ذكي' }, type: 'tool', price: [30, 150], fitment: 'universal' },
            { slug: 'lithium-jump-starter', name: { en: 'Lithium Jump Starter', ru: 'Портативное пусковое устройство', ar: 'جهاز تشغيل طوارئ محمول' }, type: 'tool', price: [50, 250], fitment: 'universal' },
            { slug: 'jumper-cables', name: { en: 'Jumper Cables', ru: 'Провода для прикуривания', ar: 'كابلات اشتراك البطارية' }, type: 'tool', price: [12, 60], fitment: 'universal', options: ['size'] },
          ] },
        ],
      },
    ],
  },
];
