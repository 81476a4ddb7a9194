import type { BlogPostSeed } from '../types';

export const post: BlogPostSeed = {
  slug: 'winter-vs-all-season-tyres',
  title: {
    en: 'Winter vs All-Season Tyres: Which Do You Really Need?',
    ru: 'Зимние или всесезонные шины: что вам действительно нужно?',
    ar: 'الإطارات الشتوية أم إطارات كل المواسم: أيهما تحتاج فعلًا؟',
  },
  excerpt: {
    en: 'All-season tyres are convenient, but below about 7 °C winter tyres grip, steer and stop noticeably better. Here is how to decide.',
    ru: 'Всесезонные шины удобны, но при температуре ниже примерно +7 °C зимние шины заметно лучше держат дорогу, управляются и тормозят. Рассказываем, как выбрать.',
    ar: 'إطارات كل المواسم مريحة، لكن الإطارات الشتوية تتفوق بوضوح في التماسك والتوجيه والكبح عندما تنخفض الحرارة عن 7 درجات مئوية تقريبًا. إليك كيف تقرّر.',
  },
  body: {
    en: `<p>The difference starts with the rubber. <strong>Winter tyres</strong> use a soft compound that stays flexible in the cold and a tread full of small slits called sipes that bite into snow and ice. <strong>All-season tyres</strong> are a compromise: they cope with light snow, but their compound hardens as temperatures drop.</p>
<h2>Look for the right symbol</h2>
<ul>
<li><strong>M+S</strong> (mud and snow) is a self-declared marking and says little about real winter grip.</li>
<li>The <strong>three-peak mountain snowflake</strong> (3PMSF) means the tyre passed a standardised snow traction test.</li>
</ul>
<h2>How to choose</h2>
<p>If your winters bring regular snow, ice or long spells below freezing, fit a dedicated set of winter tyres. If snow is rare and you mostly drive in a mild city climate, an <em>all-weather</em> tyre carrying the 3PMSF symbol is a sensible year-round choice. Also check local rules: some countries require winter tyres by law in certain months.</p>
<blockquote>Always fit winter tyres on all four wheels. Mixing them with summer tyres makes the car unstable when braking and cornering.</blockquote>
<p>Winter performance drops quickly as the tread wears, so replace winter tyres at about 4 mm of tread depth, well before the legal minimum.</p>`,
    ru: `<p>Разница начинается с резиновой смеси. <strong>Зимние шины</strong> делают из мягкой смеси, которая остаётся эластичной на морозе, а протектор покрыт множеством тонких прорезей — ламелей, которые цепляются за снег и лёд. <strong>Всесезонные шины</strong> — это компромисс: с небольшим снегом они справляются, но их смесь дубеет при понижении температуры.</p>
<h2>Ищите правильную маркировку</h2>
<ul>
<li><strong>M+S</strong> («грязь и снег») производитель ставит сам, и она мало говорит о реальном сцеплении зимой.</li>
<li><strong>Снежинка на фоне трёхглавой горы</strong> (3PMSF) означает, что шина прошла стандартизированное испытание на сцепление со снегом.</li>
</ul>
<h2>Как выбрать</h2>
<p>Если зимой у вас регулярно бывают снег, гололёд или долгие морозы, поставьте отдельный комплект зимних шин. Если снег выпадает редко и вы ездите в основном по городу с мягким климатом, разумным круглогодичным выбором будет <em>всепогодная</em> шина с символом 3PMSF. Учитывайте и местные правила: в некоторых странах зимние шины обязательны по закону в определённые месяцы.</p>
<blockquote>Всегда ставьте зимние шины на все четыре колеса. Сочетание с летними шинами делает машину неустойчивой при торможении и в поворотах.</blockquote>
<p>По мере износа протектора зимние свойства быстро ухудшаются, поэтому меняйте зимние шины при остаточной глубине около 4 мм, задолго до законного минимума.</p>`,
    ar: `<p>يبدأ الفرق من المطاط نفسه. تُصنع <strong>الإطارات الشتوية</strong> من خليط مطاطي ليّن يبقى مرنًا في البرد، ويحتوي مداسها على شقوق دقيقة كثيرة تنغرس في الثلج والجليد. أما <strong>إطارات كل المواسم</strong> فهي حل وسط: تتعامل مع الثلج الخفيف، لكن خليطها يتصلّب كلما انخفضت الحرارة.</p>
<h2>ابحث عن الرمز الصحيح</h2>
<ul>
<li>علامة <strong>M+S</strong> (الطين والثلج) يضعها المصنّع بنفسه، ولا تدل كثيرًا على التماسك الفعلي في الشتاء.</li>
<li>رمز <strong>ندفة الثلج داخل جبل ثلاثي القمم</strong> (3PMSF) يعني أن الإطار اجتاز اختبارًا معياريًا للتماسك على الثلج.</li>
</ul>
<h2>كيف تختار</h2>
<p>إذا كان الشتاء في منطقتك يجلب الثلج أو الجليد بانتظام أو فترات طويلة تحت الصفر، فركّب طقمًا مخصصًا من الإطارات الشتوية. وإذا كان الثلج نادرًا وكانت قيادتك في الغالب داخل مدينة معتدلة المناخ، فإن إطار <em>جميع الأحوال الجوية</em> الذي يحمل رمز 3PMSF خيار معقول طوال العام. وتحقّق من القوانين المحلية، فبعض الدول تفرض الإطارات الشتوية في أشهر معينة.</p>
<blockquote>ركّب الإطارات الشتوية دائمًا على العجلات الأربع. فخلطها مع الإطارات الصيفية يجعل السيارة غير مستقرة عند الكبح والانعطاف.</blockquote>
<p>يتراجع أداء الإطارات الشتوية بسرعة مع تآكل المداس، لذا استبدلها عندما يصل عمق المداس إلى نحو 4 مم، قبل الحد القانوني الأدنى بكثير.</p>`,
  },
  author: 'Sofia Lindqvist',
  categories: ['tyres-wheels', 'maintenance'],
  tags: ['winter-tyres', 'all-season-tyres', 'tyres'],
  publishedAt: '2025-10-22',
};
