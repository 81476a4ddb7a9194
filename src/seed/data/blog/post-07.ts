import type { BlogPostSeed } from '../types';

export const post: BlogPostSeed = {
  slug: 'replace-cabin-and-air-filters-yourself',
  title: {
    en: 'Replacing Cabin and Engine Air Filters Yourself',
    ru: 'Меняем салонный и воздушный фильтры своими руками',
    ar: 'استبدال فلتر المقصورة وفلتر هواء المحرك بنفسك',
  },
  excerpt: {
    en: 'Two of the easiest jobs on any car: usually no special tools, about fifteen minutes each, and cleaner air for you and your engine.',
    ru: 'Две самые простые работы на любом автомобиле: обычно без специального инструмента, около пятнадцати минут на каждую — и чистый воздух для вас и для двигателя.',
    ar: 'من أسهل المهام في أي سيارة: لا تحتاج عادةً إلى أدوات خاصة، وتستغرق كل منها نحو ربع ساعة، وتمنحك أنت ومحركك هواءً أنظف.',
  },
  body: {
    en: `<p>Your car has two air filters. The <strong>engine air filter</strong> keeps dust out of the cylinders, and the <strong>cabin filter</strong> cleans the air you breathe through the ventilation system. Both are cheap, and both are easy to change at home.</p>
<h2>Engine air filter</h2>
<ul>
<li>Replace it about every 15,000–30,000 km, and more often on dusty roads.</li>
<li>Open the air box by undoing its clips or screws and lift out the old element.</li>
<li>Wipe out the box, but make sure no dirt falls into the intake duct.</li>
<li>Fit the new filter with its rubber seal seated evenly all round, then close the box.</li>
</ul>
<h2>Cabin filter</h2>
<p>On most cars it sits <em>behind the glovebox</em>: empty the glovebox, release its stops and let it swing down to reach the filter cover. Replace the filter every 15,000 km or once a year. A weak airflow from the vents, a musty smell or windows that fog up easily are signs it is overdue.</p>
<blockquote>Note the airflow arrow on the old filter before you take it out, and fit the new one facing the same way.</blockquote>
<p>If you drive in heavy traffic or suffer from allergies, consider an <strong>activated carbon</strong> cabin filter: it also traps odours and some exhaust gases.</p>`,
    ru: `<p>В автомобиле два воздушных фильтра. <strong>Воздушный фильтр двигателя</strong> не пускает пыль в цилиндры, а <strong>салонный фильтр</strong> очищает воздух, которым вы дышите, проходящий через систему вентиляции. Оба стоят недорого, и оба легко заменить самостоятельно.</p>
<h2>Воздушный фильтр двигателя</h2>
<ul>
<li>Меняйте его примерно каждые 15 000–30 000 км, а при езде по пыльным дорогам — чаще.</li>
<li>Откройте корпус фильтра, отстегнув защёлки или открутив винты, и извлеките старый элемент.</li>
<li>Протрите корпус изнутри, следя, чтобы грязь не попала во впускной патрубок.</li>
<li>Установите новый фильтр так, чтобы резиновый уплотнитель ровно лёг по всему периметру, и закройте корпус.</li>
</ul>
<h2>Салонный фильтр</h2>
<p>На большинстве машин он находится <em>за бардачком</em>: освободите бардачок, снимите ограничители и опустите его, чтобы добраться до крышки фильтра. Меняйте фильтр каждые 15 000 км или раз в год. Слабый поток воздуха из дефлекторов, затхлый запах или быстро запотевающие стёкла говорят о том, что замена давно нужна.</p>
<blockquote>Перед тем как вынуть старый фильтр, обратите внимание на стрелку направления потока воздуха и установите новый так же.</blockquote>
<p>Если вы часто ездите в плотном потоке или страдаете аллергией, выберите салонный фильтр с <strong>активированным углём</strong>: он задерживает ещё и запахи и часть выхлопных газов.</p>`,
    ar: `<p>في سيارتك فلترا هواء. <strong>فلتر هواء المحرك</strong> يمنع الغبار من دخول الأسطوانات، و<strong>فلتر المقصورة</strong> ينقّي الهواء الذي تتنفسه عبر نظام التهوية. كلاهما رخيص، وكلاهما سهل التغيير في المنزل.</p>
<h2>فلتر هواء المحرك</h2>
<ul>
<li>استبدله كل 15,000 إلى 30,000 كم تقريبًا، وفي فترات أقصر على الطرق المغبرة.</li>
<li>افتح علبة الفلتر بفك مشابكها أو براغيها، ثم أخرج العنصر القديم.</li>
<li>امسح العلبة من الداخل، مع الحرص على ألا تسقط الأوساخ في مجرى السحب.</li>
<li>ركّب الفلتر الجديد بحيث تستقر حافته المطاطية بالتساوي من جميع الجهات، ثم أغلق العلبة.</li>
</ul>
<h2>فلتر المقصورة</h2>
<p>يوجد في معظم السيارات <em>خلف درج القفازات</em>: أفرغ الدرج وحرّر مصدّاته ودعه ينخفض لتصل إلى غطاء الفلتر. استبدل الفلتر كل 15,000 كم أو مرة في السنة. وضعف تدفق الهواء من الفتحات أو الرائحة العفنة أو سرعة تكوّن الضباب على الزجاج علامات على تأخر استبداله.</p>
<blockquote>لاحظ سهم اتجاه تدفق الهواء على الفلتر القديم قبل إخراجه، وركّب الجديد في الاتجاه نفسه.</blockquote>
<p>إذا كنت تقود كثيرًا في الزحام أو تعاني من الحساسية، ففكّر في فلتر مقصورة <strong>بالكربون المنشّط</strong>، فهو يحتجز الروائح وجزءًا من غازات العادم أيضًا.</p>`,
  },
  author: 'Hannah Weber',
  categories: ['diy-guides', 'maintenance'],
  tags: ['air-filter', 'cabin-filter', 'filters'],
  publishedAt: '2026-07-15',
};
