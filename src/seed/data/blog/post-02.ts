import type { BlogPostSeed } from '../types';

export const post: BlogPostSeed = {
  slug: 'engine-oil-change-interval-and-viscosity',
  title: {
    en: 'When to Change Engine Oil and Which Viscosity to Use',
    ru: 'Когда менять моторное масло и какую вязкость выбрать',
    ar: 'متى تغيّر زيت المحرك وما اللزوجة المناسبة',
  },
  excerpt: {
    en: 'Oil change intervals depend on your engine and how you drive. Learn to read 5W-30 and pick the oil your manufacturer actually specifies.',
    ru: 'Интервал замены масла зависит от двигателя и стиля езды. Разбираемся, что означает 5W-30 и как выбрать масло по допуску производителя.',
    ar: 'تعتمد فترات تغيير الزيت على محركك وأسلوب قيادتك. تعرّف على معنى 5W-30 واختر الزيت الذي تحدده الشركة المصنّعة فعلًا.',
  },
  body: {
    en: `<p>The right interval is the one in your <strong>owner's manual</strong>. Modern engines on fully synthetic oil often run 10,000–15,000 km between changes, while older engines may need a change every 5,000–7,500 km. Whichever comes first, mileage or time, counts: most makers ask for at least one change a year.</p>
<h2>Severe conditions shorten the interval</h2>
<ul>
<li>Many short trips where the engine never fully warms up</li>
<li>Dusty roads, towing or heavy loads</li>
<li>Very hot climates or long idling in traffic</li>
</ul>
<p>If this sounds like your driving, follow the <em>severe service</em> schedule, which is often about half the normal interval.</p>
<h2>How to read viscosity</h2>
<p>In a grade like <strong>5W-30</strong>, the number before the W (for winter) shows how easily the oil flows when cold: the lower it is, the faster it reaches the bearings on a cold start. The second number is the thickness at operating temperature. Use the grade and the approval (for example API SP, ACEA C3 or a carmaker standard) printed in your manual.</p>
<blockquote>Thicker is not safer. Oil that is too thick for your engine can starve tight clearances and variable valve timing systems on start-up.</blockquote>`,
    ru: `<p>Правильный интервал замены указан в <strong>руководстве по эксплуатации</strong>. Современные двигатели на полностью синтетическом масле часто проходят 10 000–15 000 км между заменами, а более старым моторам может требоваться замена каждые 5 000–7 500 км. Учитывайте то, что наступит раньше, — пробег или срок: большинство производителей требуют менять масло хотя бы раз в год.</p>
<h2>Тяжёлые условия сокращают интервал</h2>
<ul>
<li>Частые короткие поездки, когда двигатель не успевает прогреться</li>
<li>Пыльные дороги, буксировка прицепа или большая нагрузка</li>
<li>Очень жаркий климат или долгая работа на холостом ходу в пробках</li>
</ul>
<p>Если это похоже на ваши условия, следуйте графику для <em>тяжёлых условий эксплуатации</em> — обычно он примерно вдвое короче обычного.</p>
<h2>Как читать обозначение вязкости</h2>
<p>В маркировке <strong>5W-30</strong> число перед буквой W (от winter — «зима») показывает, насколько легко масло течёт на холоде: чем оно меньше, тем быстрее масло доходит до подшипников при холодном пуске. Второе число — вязкость при рабочей температуре. Выбирайте класс вязкости и допуск (например, API SP, ACEA C3 или стандарт автопроизводителя), указанные в руководстве.</p>
<blockquote>Гуще не значит надёжнее. Слишком вязкое для вашего двигателя масло при пуске может плохо проходить в узкие зазоры и в систему изменения фаз газораспределения.</blockquote>`,
    ar: `<p>الفترة الصحيحة لتغيير الزيت هي المذكورة في <strong>دليل المالك</strong>. كثيرًا ما تقطع المحركات الحديثة التي تعمل بزيت صناعي بالكامل ما بين 10,000 و15,000 كم بين كل تغيير وآخر، بينما قد تحتاج المحركات الأقدم إلى تغيير كل 5,000 إلى 7,500 كم. والعبرة بما يأتي أولًا، المسافة أو المدة الزمنية، إذ تطلب معظم الشركات المصنّعة تغيير الزيت مرة واحدة سنويًا على الأقل.</p>
<h2>الظروف القاسية تقصّر الفترة</h2>
<ul>
<li>رحلات قصيرة متكررة لا يصل فيها المحرك إلى حرارة التشغيل الكاملة</li>
<li>الطرق المغبرة أو سحب المقطورات أو الأحمال الثقيلة</li>
<li>المناخ شديد الحرارة أو الوقوف الطويل مع دوران المحرك في الزحام</li>
</ul>
<p>إذا كانت هذه ظروف قيادتك، فاتبع جدول <em>الخدمة الشاقة</em>، وهو غالبًا نحو نصف الفترة العادية.</p>
<h2>كيف تقرأ درجة اللزوجة</h2>
<p>في درجة مثل <strong>5W-30</strong>، يدل الرقم الذي يسبق حرف W (اختصار winter أي الشتاء) على سهولة تدفق الزيت في البرد: كلما قلّ وصل الزيت إلى المحامل أسرع عند التشغيل البارد. أما الرقم الثاني فيدل على سماكة الزيت عند حرارة التشغيل. استخدم درجة اللزوجة والاعتماد المطبوعين في الدليل (مثل API SP أو ACEA C3 أو معيار الشركة المصنّعة).</p>
<blockquote>الأكثف ليس الأكثر أمانًا. فالزيت الأكثف مما يناسب محركك قد لا يصل بسرعة كافية إلى الخلوصات الضيقة وأنظمة توقيت الصمامات المتغير عند التشغيل.</blockquote>`,
  },
  author: 'Elena Sokolova',
  categories: ['maintenance'],
  tags: ['engine-oil', 'oil-change', 'viscosity'],
  publishedAt: '2025-03-05',
};
