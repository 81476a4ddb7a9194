// The FAQ static page of the fictional Axle store.
import type { L } from './types';

export const faqPage: { title: L; items: { q: L; a: L }[] } = {
  title: {
    en: 'Frequently Asked Questions',
    ru: 'Часто задаваемые вопросы',
    ar: 'الأسئلة الشائعة',
  },
  items: [
    {
      q: {
        en: 'How long does shipping take?',
        ru: 'Сколько времени занимает доставка?',
        ar: 'كم يستغرق الشحن؟',
      },
      a: {
        en: 'Orders placed before 14:00 leave our warehouse the same day. Delivery within the UAE usually takes 1–2 business days, and international delivery 3–7 business days. Delivery is free on orders over {freeShippingFrom}.',
        ru: 'Заказы, оформленные до 14:00, отправляются со склада в тот же день. Доставка по ОАЭ обычно занимает 1–2 рабочих дня, международная — 3–7 рабочих дней. Доставка заказов от {freeShippingFrom} бесплатна.',
        ar: 'الطلبات المقدَّمة قبل الساعة 14:00 تغادر مستودعنا في اليوم نفسه. يستغرق التوصيل داخل الإمارات عادةً من يوم إلى يومي عمل، والشحن الدولي من 3 إلى 7 أيام عمل. التوصيل مجاني للطلبات التي تتجاوز {freeShippingFrom}.',
      },
    },
    {
      q: {
        en: 'Can I return a part?',
        ru: 'Можно ли вернуть деталь?',
        ar: 'هل يمكنني إرجاع قطعة؟',
      },
      a: {
        en: 'Yes. Unused parts in their original packaging can be returned within 30 days of delivery. Contact our support team to get a return number, then send the part back with it.',
        ru: 'Да. Неиспользованные детали в оригинальной упаковке можно вернуть в течение 30 дней с момента получения. Свяжитесь с поддержкой, чтобы получить номер возврата, и отправьте деталь вместе с ним.',
        ar: 'نعم. يمكن إرجاع القطع غير المستخدمة في عبوتها الأصلية خلال 30 يوماً من الاستلام. تواصل مع فريق الدعم للحصول على رقم الإرجاع، ثم أرسل القطعة مرفقة به.',
      },
    },
    {
      q: {
        en: 'What does the fitment guarantee mean?',
        ru: 'Что означает гарантия совместимости?',
        ar: 'ماذا يعني ضمان الملاءمة؟',
      },
      a: {
        en: 'If you selected your vehicle in our catalogue and the part we sold does not fit it, we take the part back free of charge and cover the return shipping, as long as the part has not been installed or modified.',
        ru: 'Если вы выбрали свой автомобиль в каталоге, а купленная деталь к нему не подошла, мы бесплатно примем её обратно и оплатим обратную доставку — при условии, что деталь не устанавливалась и не дорабатывалась.',
        ar: 'إذا اخترت سيارتك في الكتالوج ولم تناسبها القطعة التي بعناها لك، نستردها مجاناً ونتحمّل تكلفة شحن الإرجاع، بشرط ألا تكون القطعة قد رُكّبت أو عُدّلت.',
      },
    },
    {
      q: {
        en: 'Can I find parts by my VIN?',
        ru: 'Можно ли подобрать запчасти по VIN-коду?',
        ar: 'هل يمكنني البحث عن القطع برقم الشاصي (VIN)؟',
      },
      a: {
        en: 'Yes. Send your 17-character VIN to our support team with the part you need, and a technician will confirm the exact part number for your car, usually within a few hours.',
        ru: 'Да. Отправьте в поддержку 17-значный VIN-код и название нужной детали — наш специалист подберёт точный артикул для вашего автомобиля, обычно в течение нескольких часов.',
        ar: 'نعم. أرسل رقم الشاصي المكوّن من 17 خانة إلى فريق الدعم مع اسم القطعة التي تحتاجها، وسيؤكد لك أحد الفنيين رقم القطعة الصحيح لسيارتك، عادةً خلال ساعات قليلة.',
      },
    },
    {
      q: {
        en: 'Which payment methods do you accept?',
        ru: 'Какие способы оплаты вы принимаете?',
        ar: 'ما طرق الدفع المتاحة؟',
      },
      a: {
        en: 'We accept bank transfer, cheque and cash on delivery. Orders paid by bank transfer or cheque are shipped as soon as the payment has cleared.',
        ru: 'Мы принимаем банковский перевод, чек и оплату наличными при получении. Заказы, оплаченные переводом или чеком, отправляются сразу после поступления средств.',
        ar: 'نقبل التحويل البنكي والشيكات والدفع نقداً عند الاستلام. تُشحن الطلبات المدفوعة بالتحويل البنكي أو الشيك فور تحصيل المبلغ.',
      },
    },
    {
      q: {
        en: 'How can I track my order?',
        ru: 'Как отследить заказ?',
        ar: 'كيف يمكنني تتبّع طلبي؟',
      },
      a: {
        en: 'Once your order ships, we email you a tracking number. You can also see the status of every order in the "My orders" section of your account.',
        ru: 'Как только заказ будет отправлен, мы пришлём вам трек-номер по электронной почте. Статус каждого заказа также можно посмотреть в разделе «Мои заказы» в личном кабинете.',
        ar: 'بمجرد شحن طلبك نرسل إليك رقم التتبّع عبر البريد الإلكتروني. ويمكنك أيضاً متابعة حالة كل طلب من قسم «طلباتي» في حسابك.',
      },
    },
    {
      q: {
        en: 'Do your parts come with a warranty?',
        ru: 'Есть ли гарантия на запчасти?',
        ar: 'هل القطع مشمولة بالضمان؟',
      },
      a: {
        en: 'Yes. Every part carries the manufacturer warranty shown on its product page, usually 12 to 24 months. If a part fails within that period, contact us and we will arrange a replacement or refund.',
        ru: 'Да. На каждую деталь действует гарантия производителя, указанная на странице товара, — как правило, от 12 до 24 месяцев. Если деталь вышла из строя в этот срок, свяжитесь с нами, и мы организуем замену или возврат денег.',
        ar: 'نعم. كل قطعة مشمولة بضمان الشركة المصنّعة المذكور في صفحة المنتج، وعادةً ما يتراوح بين 12 و24 شهراً. إذا تعطّلت القطعة خلال هذه المدة، تواصل معنا وسنرتّب استبدالها أو استرداد ثمنها.',
      },
    },
    {
      q: {
        en: 'Can I change or cancel my order?',
        ru: 'Можно ли изменить или отменить заказ?',
        ar: 'هل يمكنني تعديل طلبي أو إلغاؤه؟',
      },
      a: {
        en: 'You can change or cancel an order free of charge until it leaves our warehouse. Contact support as soon as possible with your order number; once the order has shipped, you can return it under our 30-day returns policy.',
        ru: 'Изменить или отменить заказ можно бесплатно, пока он не покинул склад. Как можно скорее свяжитесь с поддержкой и сообщите номер заказа; если заказ уже отправлен, его можно вернуть в течение 30 дней по правилам возврата.',
        ar: 'يمكنك تعديل الطلب أو إلغاؤه مجاناً ما دام لم يغادر مستودعنا. تواصل مع فريق الدعم في أقرب وقت مع ذكر رقم الطلب، وإذا كان الطلب قد شُحن بالفعل فيمكنك إرجاعه وفق سياسة الإرجاع خلال 30 يوماً.',
      },
    },
  ],
};
