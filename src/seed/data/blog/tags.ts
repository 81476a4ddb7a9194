// What the blog posts' tags read as in each language (the posts keep tags as slugs; the seed puts
// these names into the `tags` table beside the departments' and parts' names).
import type { L } from '../types';

export const blogTagNames: { slug: string; name: L }[] = [
  { slug: '12v-battery', name: { en: '12 V battery', ru: 'Аккумулятор 12 В', ar: 'بطارية 12 فولت' } },
  { slug: 'air-filter', name: { en: 'Air filter', ru: 'Воздушный фильтр', ar: 'فلتر الهواء' } },
  { slug: 'all-season-tyres', name: { en: 'All-season tyres', ru: 'Всесезонные шины', ar: 'إطارات لكل المواسم' } },
  { slug: 'battery-care', name: { en: 'Battery care', ru: 'Уход за аккумулятором', ar: 'العناية بالبطارية' } },
  { slug: 'brake-pads', name: { en: 'Brake pads', ru: 'Тормозные колодки', ar: 'فحمات الفرامل' } },
  { slug: 'brakes', name: { en: 'Brakes', ru: 'Тормоза', ar: 'الفرامل' } },
  { slug: 'buying-guide', name: { en: 'Buying guide', ru: 'Как выбрать', ar: 'دليل الشراء' } },
  { slug: 'cabin-filter', name: { en: 'Cabin filter', ru: 'Салонный фильтр', ar: 'فلتر المقصورة' } },
  { slug: 'diagnostics', name: { en: 'Diagnostics', ru: 'Диагностика', ar: 'التشخيص' } },
  { slug: 'engine-oil', name: { en: 'Engine oil', ru: 'Моторное масло', ar: 'زيت المحرك' } },
  { slug: 'filters', name: { en: 'Filters', ru: 'Фильтры', ar: 'الفلاتر' } },
  { slug: 'fitment', name: { en: 'Fitment', ru: 'Подбор по автомобилю', ar: 'التوافق مع المركبة' } },
  { slug: 'fuel-pump', name: { en: 'Fuel pump', ru: 'Топливный насос', ar: 'مضخة الوقود' } },
  { slug: 'fuel-system', name: { en: 'Fuel system', ru: 'Топливная система', ar: 'نظام الوقود' } },
  { slug: 'headlights', name: { en: 'Headlights', ru: 'Фары', ar: 'المصابيح الأمامية' } },
  { slug: 'hybrid', name: { en: 'Hybrid', ru: 'Гибриды', ar: 'السيارات الهجينة' } },
  { slug: 'led', name: { en: 'LED', ru: 'Светодиоды', ar: 'إضاءة LED' } },
  { slug: 'lighting', name: { en: 'Lighting', ru: 'Освещение', ar: 'الإضاءة' } },
  { slug: 'oil-change', name: { en: 'Oil change', ru: 'Замена масла', ar: 'تغيير الزيت' } },
  { slug: 'tyres', name: { en: 'Tyres', ru: 'Шины', ar: 'الإطارات' } },
  { slug: 'vin', name: { en: 'VIN', ru: 'VIN-код', ar: 'رقم الهيكل VIN' } },
  { slug: 'viscosity', name: { en: 'Viscosity', ru: 'Вязкость', ar: 'اللزوجة' } },
  { slug: 'winter-tyres', name: { en: 'Winter tyres', ru: 'Зимние шины', ar: 'إطارات شتوية' } },
];
