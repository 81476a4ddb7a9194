import type { BlogPostSeed } from '../types';

export const post: BlogPostSeed = {
  slug: 'caring-for-your-hybrid-12v-battery',
  title: {
    en: "Caring for Your Hybrid's 12 V Battery",
    ru: 'Как ухаживать за 12-вольтовым аккумулятором гибрида',
    ar: 'العناية ببطارية 12 فولت في سيارتك الهجينة',
  },
  excerpt: {
    en: 'A hybrid will not start without its small 12 V battery, even with a fully charged traction pack. Here is how to keep it healthy.',
    ru: 'Гибрид не заведётся без маленького 12-вольтового аккумулятора, даже если тяговая батарея полностью заряжена. Рассказываем, как сохранить его в хорошем состоянии.',
    ar: 'لن تعمل السيارة الهجينة دون بطاريتها الصغيرة بجهد 12 فولت، حتى لو كانت بطارية الجر مشحونة بالكامل. إليك كيف تحافظ عليها بحالة جيدة.',
  },
  body: {
    en: `<p>Besides its high-voltage traction battery, every hybrid has an ordinary <strong>12 V auxiliary battery</strong>. It powers the control units, locks and the relays that connect the high-voltage system. If it goes flat, the car will not switch to READY mode, however full the main battery is.</p>
<h2>Why it runs down</h2>
<p>A hybrid has no conventional alternator. The 12 V battery is charged by a DC-DC converter, and <em>only while the car is switched on in READY mode</em>. Short trips, long periods parked and the electronics that stay awake after locking all drain it. These batteries are often AGM units and typically last three to five years.</p>
<h2>How to keep it healthy</h2>
<ul>
<li>Drive at least once a week for 30 minutes or more.</li>
<li>If the car will stand for weeks, connect a smart charger with an <strong>AGM mode</strong>.</li>
<li>Check the resting voltage: about 12.6 V is fully charged, below 12.2 V it needs charging.</li>
<li>When replacing it, use the exact type specified; a battery in the boot or cabin usually needs a vent tube.</li>
</ul>
<blockquote>To jump-start a hybrid, use the jump terminal described in the owner's manual, which is often under the bonnet even when the battery is in the boot. Most makers advise against using a hybrid to start another car.</blockquote>`,
    ru: `<p>Помимо высоковольтной тяговой батареи, у каждого гибрида есть обычный <strong>вспомогательный аккумулятор на 12 В</strong>. Он питает блоки управления, замки и реле, которые подключают высоковольтную систему. Если он разрядится, машина не перейдёт в режим READY, как бы ни была заряжена основная батарея.</p>
<h2>Почему он разряжается</h2>
<p>У гибрида нет обычного генератора. Аккумулятор 12 В заряжается от преобразователя DC-DC и <em>только когда автомобиль включён в режиме READY</em>. Его разряжают короткие поездки, долгие стоянки и электроника, которая продолжает работать после постановки на охрану. Такие аккумуляторы часто бывают типа AGM и обычно служат от трёх до пяти лет.</p>
<h2>Как сохранить его в форме</h2>
<ul>
<li>Ездите хотя бы раз в неделю не меньше 30 минут.</li>
<li>Если машина будет стоять неделями, подключите интеллектуальное зарядное устройство с <strong>режимом AGM</strong>.</li>
<li>Проверяйте напряжение в покое: около 12,6 В — полный заряд, ниже 12,2 В — аккумулятор нужно зарядить.</li>
<li>При замене ставьте именно тот тип, который указан производителем; аккумулятору в багажнике или салоне обычно нужна газоотводная трубка.</li>
</ul>
<blockquote>Чтобы «прикурить» гибрид, используйте клемму для запуска от внешнего источника, описанную в руководстве: она часто находится под капотом, даже если сам аккумулятор стоит в багажнике. Большинство производителей не рекомендуют «прикуривать» от гибрида другие автомобили.</blockquote>`,
    ar: `<p>إلى جانب بطارية الجر عالية الجهد، تحتوي كل سيارة هجينة على <strong>بطارية مساعدة عادية بجهد 12 فولت</strong>. تغذي هذه البطارية وحدات التحكم والأقفال والمرحّلات التي تصل النظام عالي الجهد. وإذا فرغت، فلن تنتقل السيارة إلى وضع READY مهما كانت البطارية الرئيسية مشحونة.</p>
<h2>لماذا تفرغ</h2>
<p>لا تحتوي السيارة الهجينة على مولّد (دينامو) تقليدي، بل تُشحن بطارية 12 فولت عبر محوّل DC-DC، و<em>فقط أثناء تشغيل السيارة في وضع READY</em>. وتستنزفها الرحلات القصيرة والوقوف لفترات طويلة والإلكترونيات التي تبقى نشطة بعد قفل السيارة. وغالبًا ما تكون هذه البطاريات من نوع AGM، وتدوم عادةً من ثلاث إلى خمس سنوات.</p>
<h2>كيف تحافظ عليها</h2>
<ul>
<li>قُد السيارة مرة واحدة أسبوعيًا على الأقل لمدة 30 دقيقة أو أكثر.</li>
<li>إذا كانت السيارة ستبقى متوقفة لأسابيع، فصِلها بشاحن ذكي يدعم <strong>وضع AGM</strong>.</li>
<li>افحص الجهد أثناء السكون: نحو 12.6 فولت يعني شحنًا كاملًا، وأقل من 12.2 فولت يعني أنها تحتاج إلى شحن.</li>
<li>عند الاستبدال، استخدم النوع المحدد بالضبط؛ فالبطارية الموجودة في صندوق الأمتعة أو المقصورة تحتاج عادةً إلى أنبوب تنفيس.</li>
</ul>
<blockquote>لتشغيل سيارة هجينة بالاشتراك (الكابلات)، استخدم نقطة التوصيل المخصصة المذكورة في دليل المالك، وهي غالبًا تحت غطاء المحرك حتى لو كانت البطارية في صندوق الأمتعة. وتنصح معظم الشركات المصنّعة بعدم استخدام السيارة الهجينة لتشغيل سيارة أخرى.</blockquote>`,
  },
  author: 'Kenji Tanaka',
  categories: ['ev-hybrid', 'maintenance'],
  tags: ['hybrid', '12v-battery', 'battery-care'],
  publishedAt: '2026-10-03',
};
