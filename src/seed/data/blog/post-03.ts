import type { BlogPostSeed } from '../types';

export const post: BlogPostSeed = {
  slug: 'how-to-read-your-vin',
  title: {
    en: 'How to Read Your VIN and Why It Helps You Order the Right Parts',
    ru: 'Как расшифровать VIN и почему он помогает заказать правильные запчасти',
    ar: 'كيف تقرأ رقم الهيكل (VIN) ولماذا يساعدك على طلب القطع الصحيحة',
  },
  excerpt: {
    en: 'The 17-character vehicle identification number tells you who built your car, where and in which model year. Here is what each part means.',
    ru: 'Семнадцатизначный идентификационный номер рассказывает, кто, где и в каком модельном году выпустил ваш автомобиль. Объясняем, что означает каждая часть.',
    ar: 'يخبرك رقم تعريف المركبة المكوّن من 17 خانة بالشركة التي صنعت سيارتك ومكان صنعها وسنة طرازها. إليك معنى كل جزء منه.',
  },
  body: {
    en: `<p>Every car built since 1981 has a unique <strong>17-character VIN</strong>. It uses digits and capital letters but never I, O or Q, so they cannot be confused with 1 and 0. You will usually find it at the base of the windscreen on the driver's side, on a sticker in the driver's door frame and in your registration documents.</p>
<h2>What the characters mean</h2>
<ul>
<li><strong>1–3, WMI:</strong> the world manufacturer identifier. The first character shows the region, for example W for Germany or J for Japan.</li>
<li><strong>4–8, VDS:</strong> model, body, engine and restraint system, coded by the manufacturer.</li>
<li><strong>9:</strong> a check digit on North American vehicles that catches typing mistakes.</li>
<li><strong>10:</strong> the model year, for example R for 2024 and S for 2025.</li>
<li><strong>11:</strong> the assembly plant; <strong>12–17:</strong> the serial number of the car.</li>
</ul>
<h2>Why it matters when buying parts</h2>
<p>Two cars with the same name and year can have different brakes, engines or headlights. A VIN search removes the guesswork and matches parts to the exact build of <em>your</em> car, which means fewer returns and no wasted weekend.</p>`,
    ru: `<p>У каждого автомобиля, выпущенного после 1981 года, есть уникальный <strong>VIN из 17 символов</strong>. В нём используются цифры и заглавные латинские буквы, но никогда не встречаются I, O и Q, чтобы их нельзя было спутать с 1 и 0. Обычно номер можно найти у основания лобового стекла со стороны водителя, на наклейке в проёме водительской двери и в регистрационных документах.</p>
<h2>Что означают символы</h2>
<ul>
<li><strong>1–3, WMI:</strong> международный код изготовителя. Первый символ указывает регион, например W — Германия, J — Япония.</li>
<li><strong>4–8, VDS:</strong> модель, тип кузова, двигатель и системы безопасности в кодировке производителя.</li>
<li><strong>9:</strong> контрольная цифра у автомобилей для Северной Америки, которая выявляет ошибки при вводе номера.</li>
<li><strong>10:</strong> модельный год, например R — 2024, S — 2025.</li>
<li><strong>11:</strong> сборочный завод; <strong>12–17:</strong> серийный номер автомобиля.</li>
</ul>
<h2>Зачем он нужен при покупке запчастей</h2>
<p>У двух машин одной модели и одного года могут стоять разные тормоза, двигатели или фары. Поиск по VIN избавляет от догадок и подбирает детали под точную комплектацию <em>вашего</em> автомобиля — меньше возвратов и никаких потерянных выходных.</p>`,
    ar: `<p>تحمل كل سيارة صُنعت منذ عام 1981 <strong>رقم هيكل فريدًا من 17 خانة</strong>. يتكون من أرقام وحروف لاتينية كبيرة، لكنه لا يتضمن أبدًا الحروف I وO وQ حتى لا تختلط بالرقمين 1 و0. ستجده عادةً أسفل الزجاج الأمامي من جهة السائق، وعلى ملصق في إطار باب السائق، وفي وثائق تسجيل السيارة.</p>
<h2>ماذا تعني الخانات</h2>
<ul>
<li><strong>1–3، رمز الشركة المصنّعة العالمي (WMI):</strong> تدل الخانة الأولى على المنطقة، مثل W لألمانيا وJ لليابان.</li>
<li><strong>4–8، قسم وصف المركبة (VDS):</strong> الطراز ونوع الهيكل والمحرك وأنظمة الأمان بترميز الشركة المصنّعة.</li>
<li><strong>9:</strong> رقم تحقق في سيارات أمريكا الشمالية يكشف أخطاء الإدخال.</li>
<li><strong>10:</strong> سنة الطراز، مثل R لعام 2024 وS لعام 2025.</li>
<li><strong>11:</strong> مصنع التجميع؛ <strong>12–17:</strong> الرقم التسلسلي للسيارة.</li>
</ul>
<h2>لماذا يهمّ عند شراء القطع</h2>
<p>قد تختلف الفرامل أو المحرك أو المصابيح الأمامية بين سيارتين تحملان الاسم نفسه وسنة الصنع نفسها. البحث برقم الهيكل يزيل التخمين ويطابق القطع مع مواصفات سيارتك <em>أنت</em> بدقة، فتقلّ المرتجعات ولا تضيع عطلتك سدى.</p>`,
  },
  author: 'Marcus Bennett',
  categories: ['diy-guides'],
  tags: ['vin', 'fitment', 'buying-guide'],
  publishedAt: '2025-06-18',
};
