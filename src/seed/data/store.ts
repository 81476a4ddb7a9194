// Reference content for the fictional Axle store: home slideshow and home feature strip. (Its
// contacts are the owner's settings: features/settings.)
import type { L } from './types';

export const homeSlides: { slug: string; title: L; text: L; cta: L; department: string }[] = [
  {
    slug: 'big-choice-of-wheels',
    title: {
      en: 'Big choice of wheels',
      ru: 'Большой выбор дисков',
      ar: 'تشكيلة واسعة من الجنوط',
    },
    text: {
      en: 'Alloy and steel wheels, tyres for every season and everything you need to mount them.',
      ru: 'Литые и штампованные диски, шины на любой сезон и всё необходимое для шиномонтажа.',
      ar: 'جنوط ألمنيوم وحديد، وإطارات لكل المواسم، وكل ما تحتاجه لتركيبها.',
    },
    cta: {
      en: 'Shop wheels & tyres',
      ru: 'Выбрать диски и шины',
      ar: 'تسوّق الجنوط والإطارات',
    },
    department: 'tyres-wheels',
  },
  {
    slug: 'professional-garage-tools',
    title: {
      en: 'Professional tools for your garage',
      ru: 'Профессиональный инструмент для вашего гаража',
      ar: 'عدد احترافية لكراجك',
    },
    text: {
      en: 'Jacks, torque wrenches, diagnostic scanners and socket sets trusted by workshops.',
      ru: 'Домкраты, динамометрические ключи, диагностические сканеры и наборы головок, которым доверяют автосервисы.',
      ar: 'رافعات ومفاتيح عزم وأجهزة فحص وأطقم لُقم تثق بها ورش الصيانة.',
    },
    cta: {
      en: 'Browse tools',
      ru: 'Смотреть инструмент',
      ar: 'تصفّح العدد',
    },
    department: 'tools-garage',
  },
  {
    slug: 'parts-that-fit',
    title: {
      en: 'Parts that fit your car, guaranteed',
      ru: 'Запчасти, которые точно подойдут вашему автомобилю',
      ar: 'قطع غيار تناسب سيارتك، بضمان',
    },
    text: {
      en: 'Tell us your vehicle once and we show only the engine and drivetrain parts that fit it.',
      ru: 'Укажите свой автомобиль один раз — и мы покажем только подходящие детали двигателя и трансмиссии.',
      ar: 'أدخل بيانات سيارتك مرة واحدة، وسنعرض لك فقط قطع المحرك وناقل الحركة المناسبة لها.',
    },
    cta: {
      en: 'Find my parts',
      ru: 'Подобрать запчасти',
      ar: 'ابحث عن قطع سيارتي',
    },
    department: 'engine-drivetrain',
  },
];

export const homeFeatures: {
  icon: 'delivery' | 'support' | 'payment' | 'returns' | 'fitment';
  title: L;
  text: L;
}[] = [
  {
    icon: 'delivery',
    title: {
      en: 'Free delivery',
      ru: 'Бесплатная доставка',
      ar: 'توصيل مجاني',
    },
    text: {
      en: 'On all orders over {freeShippingFrom}.',
      ru: 'Для всех заказов от {freeShippingFrom}.',
      ar: 'لجميع الطلبات التي تتجاوز {freeShippingFrom}.',
    },
  },
  {
    icon: 'support',
    title: {
      en: '24/7 support',
      ru: 'Поддержка 24/7',
      ar: 'دعم على مدار الساعة',
    },
    text: {
      en: 'Parts experts ready to help, day or night.',
      ru: 'Специалисты по запчастям на связи днём и ночью.',
      ar: 'خبراء قطع الغيار جاهزون لمساعدتك ليلاً ونهاراً.',
    },
  },
  {
    icon: 'payment',
    title: {
      en: 'Secure payment',
      ru: 'Безопасная оплата',
      ar: 'دفع آمن',
    },
    text: {
      en: 'Bank transfer, cheque or cash on delivery.',
      ru: 'Банковский перевод, чек или оплата наличными при получении.',
      ar: 'تحويل بنكي أو شيك أو الدفع نقداً عند الاستلام.',
    },
  },
  {
    icon: 'returns',
    title: {
      en: '30-day returns',
      ru: 'Возврат в течение 30 дней',
      ar: 'إرجاع خلال 30 يوماً',
    },
    text: {
      en: 'Changed your mind? Send it back within 30 days.',
      ru: 'Передумали? Верните товар в течение 30 дней.',
      ar: 'غيّرت رأيك؟ أعد القطعة خلال 30 يوماً.',
    },
  },
  {
    icon: 'fitment',
    title: {
      en: 'Guaranteed fitment',
      ru: 'Гарантия совместимости',
      ar: 'ملاءمة مضمونة',
    },
    text: {
      en: "If it doesn't fit the vehicle you selected, we take it back free of charge.",
      ru: 'Если деталь не подошла к выбранному автомобилю, мы бесплатно примем её обратно.',
      ar: 'إذا لم تناسب القطعة السيارة التي اخترتها، نستردها مجاناً.',
    },
  },
];
