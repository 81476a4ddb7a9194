import type { BlogPostSeed } from '../types';

export const post: BlogPostSeed = {
  slug: 'how-to-choose-brake-pads',
  title: {
    en: 'How to Choose Brake Pads: Organic, Semi-Metallic or Ceramic',
    ru: 'Как выбрать тормозные колодки: органические, полуметаллические или керамические',
    ar: 'كيف تختار تيل الفرامل: عضوي أم شبه معدني أم سيراميك',
  },
  excerpt: {
    en: 'Pad compound decides how your car stops, how much dust it makes and how long the discs last. Here is how to pick the right one.',
    ru: 'От состава колодок зависит, как машина тормозит, сколько пыли оседает на дисках и как долго они прослужат. Рассказываем, как сделать правильный выбор.',
    ar: 'تحدد مادة التيل طريقة توقف سيارتك وكمية الغبار الناتج وعمر الأقراص. إليك كيف تختار النوع المناسب.',
  },
  body: {
    en: `<p>Brake pads are a wear part, but they are not all the same. The friction material decides stopping power, noise, dust and how kind the pad is to your <strong>brake discs</strong>. Always start with the exact fitment for your car: pads differ by axle, by brake system and sometimes by production date.</p>
<h2>The three main compounds</h2>
<ul>
<li><strong>Organic (NAO):</strong> quiet and gentle on discs, but they wear faster and fade under heavy use. Fine for light city cars.</li>
<li><strong>Semi-metallic:</strong> strong bite and good heat tolerance, suited to heavier vehicles and towing, at the cost of more noise and dust.</li>
<li><strong>Ceramic:</strong> quiet, clean and long-lasting with stable performance in daily driving; usually the most expensive option.</li>
</ul>
<h2>When to replace them</h2>
<p>Check pad thickness at every service. Most pads should be replaced at about <strong>3 mm</strong> of friction material. A high-pitched squeal from the wear indicator, a grinding sound, a longer pedal travel or a dashboard warning are all signs not to wait.</p>
<blockquote>Always replace pads on both wheels of the same axle, and fit new discs if the old ones are below minimum thickness.</blockquote>
<p>After fitting new pads, <em>bed them in</em>: make several moderate stops from about 60 km/h without coming to a full stop, then drive gently to let the brakes cool.</p>`,
    ru: `<p>Тормозные колодки — расходная деталь, но колодки бывают очень разными. Фрикционный материал определяет эффективность торможения, шум, количество пыли и то, насколько бережно колодка обходится с <strong>тормозными дисками</strong>. Начинайте всегда с точной применимости для вашего автомобиля: колодки различаются по оси, по тормозной системе, а иногда и по дате выпуска машины.</p>
<h2>Три основных типа состава</h2>
<ul>
<li><strong>Органические (NAO):</strong> тихие и щадят диски, но быстрее изнашиваются и теряют эффективность при сильном нагреве. Подходят для лёгких городских автомобилей.</li>
<li><strong>Полуметаллические:</strong> хорошо «хватают» и выдерживают высокие температуры, подходят для тяжёлых машин и езды с прицепом, но шумнее и пылят сильнее.</li>
<li><strong>Керамические:</strong> тихие, чистые и долговечные, стабильно работают в повседневной езде; обычно это самый дорогой вариант.</li>
</ul>
<h2>Когда менять колодки</h2>
<p>Проверяйте толщину колодок при каждом ТО. Большинство колодок нужно менять, когда фрикционного слоя остаётся около <strong>3 мм</strong>. Пронзительный писк индикатора износа, скрежет, увеличенный ход педали или сигнал на приборной панели — повод не откладывать замену.</p>
<blockquote>Всегда меняйте колодки на обоих колёсах одной оси, а если диски изношены ниже минимальной толщины, ставьте новые диски.</blockquote>
<p>После установки новых колодок их нужно <em>притереть</em>: выполните несколько умеренных торможений со скорости около 60 км/ч, не останавливаясь полностью, а затем спокойно проедьте, чтобы тормоза остыли.</p>`,
    ar: `<p>تيل الفرامل قطعة استهلاكية، لكن أنواعه ليست متشابهة. فالمادة الاحتكاكية هي التي تحدد قوة الكبح ومستوى الضجيج وكمية الغبار ومدى رفق التيل <strong>بأقراص الفرامل</strong>. ابدأ دائمًا بالتوافق الدقيق مع سيارتك، إذ يختلف التيل بحسب المحور ونظام الفرامل وأحيانًا بحسب تاريخ الإنتاج.</p>
<h2>الأنواع الثلاثة الرئيسية</h2>
<ul>
<li><strong>العضوي (NAO):</strong> هادئ ولطيف على الأقراص، لكنه يتآكل أسرع ويفقد فعاليته مع الاستخدام الشاق. مناسب لسيارات المدينة الخفيفة.</li>
<li><strong>شبه المعدني:</strong> قبضة قوية وتحمل جيد للحرارة، ويناسب المركبات الثقيلة وسحب المقطورات، لكنه أعلى صوتًا وأكثر غبارًا.</li>
<li><strong>السيراميك:</strong> هادئ ونظيف وطويل العمر بأداء ثابت في القيادة اليومية، وهو عادة الخيار الأغلى.</li>
</ul>
<h2>متى تستبدله</h2>
<p>افحص سماكة التيل في كل صيانة دورية. يجب استبدال معظم أنواع التيل عندما يتبقى نحو <strong>3 مم</strong> من المادة الاحتكاكية. الصرير الحاد من مؤشر التآكل، أو صوت الاحتكاك المعدني، أو طول مشوار الدواسة، أو ظهور تحذير على لوحة العدادات، كلها علامات تستدعي الاستبدال فورًا.</p>
<blockquote>استبدل التيل دائمًا على عجلتي المحور نفسه معًا، وركّب أقراصًا جديدة إذا كانت القديمة أقل من الحد الأدنى للسماكة.</blockquote>
<p>بعد تركيب تيل جديد، قم <em>بترويضه</em>: نفّذ عدة توقفات معتدلة من سرعة 60 كم/س تقريبًا دون التوقف الكامل، ثم قُد بهدوء حتى تبرد الفرامل.</p>`,
  },
  author: 'Daniel Harper',
  categories: ['maintenance', 'product-reviews'],
  tags: ['brake-pads', 'brakes', 'buying-guide'],
  publishedAt: '2025-01-14',
};
