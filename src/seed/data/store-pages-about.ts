// The "About us" static page of the fictional Axle store.
import type { L } from './types';

export const aboutPage: { title: L; body: L } = {
  title: {
    en: 'About Axle',
    ru: 'О компании Axle',
    ar: 'من نحن',
  },
  body: {
    en: [
      '<p>Axle started in 2016 as a small parts counter in Dubai Investments Park, run by two mechanics who were tired of waiting weeks for the right part. Today we ship original and quality aftermarket parts to drivers and workshops across the region and beyond, from our own showroom and warehouse.</p>',
      '<h2>What we do</h2>',
      '<p>We sell parts for everyday cars, SUVs and light commercial vehicles: lighting, body panels, engine and drivetrain components, fuel system parts, tyres and wheels, oils and the tools to fit it all. Every part in our catalogue is linked to the vehicles it fits, so you only see what works for your car.</p>',
      '<h2>Why drivers choose us</h2>',
      '<ul>',
      '<li><strong>Guaranteed fitment</strong> — if a part does not fit the vehicle you selected, we take it back free of charge.</li>',
      '<li><strong>Real experts</strong> — our support team are trained technicians who can check a part against your VIN.</li>',
      '<li><strong>Fair prices</strong> — we buy directly from manufacturers and pass the savings on to you.</li>',
      '<li><strong>Fast dispatch</strong> — orders placed before 14:00 leave our warehouse the same day.</li>',
      '</ul>',
      '<p>Whether you are servicing your own car at the weekend or running a busy workshop, we want ordering parts to be the easiest part of the job. Thank you for driving with Axle.</p>',
    ].join('\n'),
    ru: [
      '<p>Axle появился в 2016 году как небольшой магазин запчастей в Dubai Investments Park. Его открыли два механика, которым надоело неделями ждать нужную деталь. Сегодня мы отправляем оригинальные и качественные неоригинальные запчасти водителям и автосервисам по всему региону и за его пределами — с собственного склада и из собственного шоурума.</p>',
      '<h2>Чем мы занимаемся</h2>',
      '<p>Мы продаём запчасти для легковых автомобилей, внедорожников и лёгкого коммерческого транспорта: оптику, кузовные детали, узлы двигателя и трансмиссии, детали топливной системы, шины и диски, масла, а также инструмент для их установки. Каждая деталь в нашем каталоге привязана к автомобилям, на которые она подходит, поэтому вы видите только то, что подойдёт именно вам.</p>',
      '<h2>Почему выбирают нас</h2>',
      '<ul>',
      '<li><strong>Гарантия совместимости</strong> — если деталь не подошла к выбранному автомобилю, мы бесплатно примем её обратно.</li>',
      '<li><strong>Настоящие специалисты</strong> — в нашей поддержке работают автомеханики, которые проверят деталь по VIN-коду.</li>',
      '<li><strong>Честные цены</strong> — мы закупаем напрямую у производителей и делимся с вами этой выгодой.</li>',
      '<li><strong>Быстрая отправка</strong> — заказы, оформленные до 14:00, покидают склад в тот же день.</li>',
      '</ul>',
      '<p>Обслуживаете ли вы свою машину по выходным или управляете загруженным автосервисом, мы хотим, чтобы заказ запчастей был самой простой частью работы. Спасибо, что выбираете Axle.</p>',
    ].join('\n'),
    ar: [
      '<p>بدأت أكسل في عام 2016 كمحل صغير لقطع الغيار في مجمع دبي للاستثمار، أسسه ميكانيكيان سئما من انتظار القطعة المناسبة لأسابيع. واليوم نشحن قطع الغيار الأصلية والبديلة عالية الجودة إلى السائقين وورش الصيانة في أنحاء المنطقة وخارجها، من صالة العرض والمستودع الخاصين بنا.</p>',
      '<h2>ماذا نقدّم</h2>',
      '<p>نبيع قطع الغيار لسيارات الركوب وسيارات الدفع الرباعي والمركبات التجارية الخفيفة: الإضاءة، وقطع الهيكل، ومكونات المحرك وناقل الحركة، وقطع نظام الوقود، والإطارات والجنوط، والزيوت، والعدد اللازمة لتركيبها. كل قطعة في كتالوجنا مرتبطة بالسيارات التي تناسبها، فلا ترى إلا ما يلائم سيارتك.</p>',
      '<h2>لماذا يختارنا السائقون</h2>',
      '<ul>',
      '<li><strong>ملاءمة مضمونة</strong> — إذا لم تناسب القطعة السيارة التي اخترتها، نستردها مجاناً.</li>',
      '<li><strong>خبراء حقيقيون</strong> — فريق الدعم لدينا من الفنيين المدرَّبين القادرين على مطابقة القطعة مع رقم الشاصي (VIN).</li>',
      '<li><strong>أسعار عادلة</strong> — نشتري مباشرة من المصنّعين وننقل هذا التوفير إليك.</li>',
      '<li><strong>شحن سريع</strong> — الطلبات المقدَّمة قبل الساعة 14:00 تغادر مستودعنا في اليوم نفسه.</li>',
      '</ul>',
      '<p>سواء كنت تصون سيارتك بنفسك في عطلة نهاية الأسبوع أو تدير ورشة مزدحمة، نريد أن يكون طلب قطع الغيار أسهل جزء في عملك. شكراً لاختيارك أكسل.</p>',
    ].join('\n'),
  },
};
