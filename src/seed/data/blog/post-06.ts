import type { BlogPostSeed } from '../types';

export const post: BlogPostSeed = {
  slug: 'signs-of-a-failing-fuel-pump',
  title: {
    en: 'Six Signs of a Failing Fuel Pump',
    ru: 'Шесть признаков неисправности топливного насоса',
    ar: 'ست علامات على تعطل مضخة الوقود',
  },
  excerpt: {
    en: 'A weak fuel pump rarely dies without warning. Learn the symptoms, what to check first and how to make a new pump last longer.',
    ru: 'Слабеющий топливный насос редко выходит из строя внезапно. Разбираем симптомы, что проверить в первую очередь и как продлить жизнь новому насосу.',
    ar: 'نادرًا ما تتعطل مضخة الوقود الضعيفة دون إنذار مسبق. تعرّف على الأعراض وما يجب فحصه أولًا وكيف تطيل عمر المضخة الجديدة.',
  },
  body: {
    en: `<p>The electric fuel pump sits inside the tank and supplies fuel to the engine at a steady pressure. When it starts to wear, the engine gets less fuel than it asks for, and the symptoms usually appear under load first.</p>
<h2>Symptoms to watch for</h2>
<ul>
<li><strong>Long cranking</strong> before the engine starts, especially when it is warm</li>
<li>Hesitation or jerking at motorway speed or when accelerating hard</li>
<li>Loss of power going uphill or carrying a load</li>
<li>A loud <strong>whining noise</strong> from the rear of the car</li>
<li>The engine stalling and restarting only after it has cooled down</li>
<li>A check engine light with lean mixture or low fuel pressure codes, such as P0171 or P0087</li>
</ul>
<h2>Check the simple things first</h2>
<p>Similar symptoms can come from a blown fuse, a faulty relay or a <em>clogged fuel filter</em>, all much cheaper to fix. A fuel pressure test at the rail confirms whether the pump really is at fault.</p>
<blockquote>Avoid driving with the tank nearly empty. The fuel around the pump cools it, and a pump that often runs hot wears out faster.</blockquote>`,
    ru: `<p>Электрический топливный насос находится в баке и подаёт топливо к двигателю под постоянным давлением. Когда насос изнашивается, двигатель получает меньше топлива, чем ему нужно, и первые симптомы обычно проявляются под нагрузкой.</p>
<h2>На какие симптомы обратить внимание</h2>
<ul>
<li><strong>Долгая прокрутка стартером</strong> перед запуском, особенно на прогретом двигателе</li>
<li>Провалы и рывки на трассе или при резком разгоне</li>
<li>Потеря мощности на подъёме или с грузом</li>
<li>Громкое <strong>завывание</strong> в задней части автомобиля</li>
<li>Двигатель глохнет и заводится снова только после того, как остынет</li>
<li>Горит Check Engine с кодами бедной смеси или низкого давления топлива, например P0171 или P0087</li>
</ul>
<h2>Сначала проверьте простое</h2>
<p>Похожие симптомы могут давать перегоревший предохранитель, неисправное реле или <em>забитый топливный фильтр</em> — всё это обходится гораздо дешевле. Замер давления в топливной рампе покажет, действительно ли виноват насос.</p>
<blockquote>Не ездите с почти пустым баком. Топливо вокруг насоса охлаждает его, а насос, который часто перегревается, изнашивается быстрее.</blockquote>`,
    ar: `<p>توجد مضخة الوقود الكهربائية داخل الخزان، وهي تزوّد المحرك بالوقود بضغط ثابت. وعندما تبدأ بالتآكل يحصل المحرك على وقود أقل مما يحتاج، وتظهر الأعراض عادةً تحت الحمل أولًا.</p>
<h2>أعراض يجب الانتباه إليها</h2>
<ul>
<li><strong>دوران طويل لبادئ الحركة</strong> قبل أن يدور المحرك، خاصة عندما يكون ساخنًا</li>
<li>تردد أو ارتجاج على الطرق السريعة أو عند التسارع القوي</li>
<li>ضعف في القوة عند صعود المرتفعات أو مع الحمولة</li>
<li><strong>أزيز عالٍ</strong> صادر من مؤخرة السيارة</li>
<li>توقف المحرك وعدم عودته للعمل إلا بعد أن يبرد</li>
<li>ظهور لمبة فحص المحرك مع رموز خليط فقير أو ضغط وقود منخفض، مثل P0171 أو P0087</li>
</ul>
<h2>افحص الأشياء البسيطة أولًا</h2>
<p>قد تنتج أعراض مشابهة عن فيوز محترق أو مرحّل (ريليه) معطّل أو <em>فلتر وقود مسدود</em>، وإصلاحها أرخص بكثير. ويؤكد قياس ضغط الوقود في مجرى الحقن ما إذا كانت المضخة هي السبب فعلًا.</p>
<blockquote>تجنّب القيادة والخزان شبه فارغ. فالوقود المحيط بالمضخة يبرّدها، والمضخة التي تسخن كثيرًا تتآكل أسرع.</blockquote>`,
  },
  author: 'Alexei Morozov',
  categories: ['maintenance', 'diy-guides'],
  tags: ['fuel-pump', 'fuel-system', 'diagnostics'],
  publishedAt: '2026-04-08',
};
