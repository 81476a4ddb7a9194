import type { BlogPostSeed } from '../types';

export const post: BlogPostSeed = {
  slug: 'led-vs-halogen-vs-xenon-headlights',
  title: {
    en: 'LED vs Halogen vs Xenon Headlights: What Is the Difference?',
    ru: 'Светодиодные, галогенные или ксеноновые фары: в чём разница?',
    ar: 'مصابيح LED أم الهالوجين أم الزينون: ما الفرق بينها؟',
  },
  excerpt: {
    en: 'Brightness, colour, lifespan and legality all differ between headlight technologies. Here is what to know before you upgrade or replace a bulb.',
    ru: 'Яркость, цвет света, срок службы и законность отличаются у разных типов фар. Что нужно знать перед заменой лампы или модернизацией.',
    ar: 'تختلف تقنيات المصابيح الأمامية في السطوع ولون الضوء والعمر الافتراضي والقانونية. إليك ما يجب معرفته قبل الترقية أو استبدال المصباح.',
  },
  body: {
    en: `<p>Your headlights are a safety part first and a styling part second. Each of the three common technologies has its own strengths.</p>
<ul>
<li><strong>Halogen:</strong> cheap and easy to replace, with a warm yellowish light. A typical H7 bulb gives about 1,500 lumens and lasts a few hundred hours.</li>
<li><strong>Xenon (HID):</strong> roughly twice as bright with a whiter light. It needs an igniter and ballast and takes a few seconds to reach full output.</li>
<li><strong>LED:</strong> instant full brightness, low power draw and a very long life. In factory LED headlights the light source is often built into the unit.</li>
</ul>
<h2>Be careful with retrofits</h2>
<p>A headlight is designed around one specific light source. Fitting LED or xenon bulbs into a housing made for halogen scatters the light, dazzles oncoming drivers and in many countries <strong>is not road legal</strong>. If you want more light, choose type-approved bulbs for your housing or a complete headlight unit approved for your car.</p>
<blockquote>Replace bulbs in pairs: an old bulb on one side is usually dimmer and a slightly different colour.</blockquote>
<p>After replacing a bulb or a headlight unit, <em>check the beam aim</em> against a wall or at a workshop so you light the road, not the eyes of other drivers.</p>`,
    ru: `<p>Фары — это прежде всего элемент безопасности и лишь потом элемент стиля. У каждой из трёх распространённых технологий свои сильные стороны.</p>
<ul>
<li><strong>Галогенные:</strong> дешёвые и легко меняются, дают тёплый желтоватый свет. Типичная лампа H7 выдаёт около 1 500 люмен и служит несколько сотен часов.</li>
<li><strong>Ксеноновые (HID):</strong> примерно вдвое ярче и дают более белый свет. Им нужны поджигающее устройство и блок розжига, а на полную яркость они выходят за несколько секунд.</li>
<li><strong>Светодиодные (LED):</strong> мгновенно светят в полную силу, потребляют мало энергии и служат очень долго. В заводских светодиодных фарах источник света часто встроен в сам блок.</li>
</ul>
<h2>Осторожнее с переделками</h2>
<p>Фара рассчитана на один конкретный источник света. Светодиодные или ксеноновые лампы в корпусе, предназначенном для галогена, рассеивают свет, ослепляют встречных водителей и во многих странах <strong>запрещены к эксплуатации</strong>. Если вам нужно больше света, выбирайте сертифицированные лампы для вашей оптики или фару в сборе, одобренную для вашего автомобиля.</p>
<blockquote>Меняйте лампы парами: старая лампа на другой стороне обычно светит тусклее и немного другим оттенком.</blockquote>
<p>После замены лампы или фары <em>проверьте регулировку светового пучка</em> по стене или в сервисе, чтобы освещать дорогу, а не глаза других водителей.</p>`,
    ar: `<p>المصابيح الأمامية قطعة أمان أولًا وعنصر جمالي ثانيًا. ولكل تقنية من التقنيات الثلاث الشائعة نقاط قوتها.</p>
<ul>
<li><strong>الهالوجين:</strong> رخيص وسهل الاستبدال، وضوؤه دافئ مائل إلى الصفرة. يعطي مصباح H7 النموذجي نحو 1,500 لومن ويدوم بضع مئات من الساعات.</li>
<li><strong>الزينون (HID):</strong> أسطع بنحو الضعف وضوؤه أكثر بياضًا. يحتاج إلى وحدة إشعال ومحوّل (بالاست)، ويستغرق بضع ثوانٍ ليصل إلى كامل سطوعه.</li>
<li><strong>LED:</strong> سطوع كامل فوري واستهلاك منخفض للطاقة وعمر طويل جدًا. وفي مصابيح LED الأصلية يكون مصدر الضوء غالبًا مدمجًا في الوحدة نفسها.</li>
</ul>
<h2>احذر من التعديلات</h2>
<p>يُصمَّم المصباح الأمامي حول مصدر ضوء محدد. وتركيب لمبات LED أو زينون في مبيت مصمم للهالوجين يشتّت الضوء ويبهر السائقين القادمين، وهو في كثير من الدول <strong>غير مسموح به قانونيًا</strong>. إذا أردت إضاءة أقوى، فاختر لمبات معتمدة تناسب مبيت مصباحك، أو وحدة مصباح كاملة معتمدة لسيارتك.</p>
<blockquote>استبدل اللمبات في أزواج: فاللمبة القديمة في الجهة الأخرى تكون عادةً أخفت ولونها مختلفًا قليلًا.</blockquote>
<p>بعد استبدال اللمبة أو وحدة المصباح، <em>افحص ضبط اتجاه الشعاع</em> على جدار أو في ورشة، لتضيء الطريق لا عيون السائقين الآخرين.</p>`,
  },
  author: 'Omar Haddad',
  categories: ['product-reviews'],
  tags: ['headlights', 'led', 'lighting'],
  publishedAt: '2026-01-12',
};
