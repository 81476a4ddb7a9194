// Blog categories the seeded posts are filed under.
import type { BlogCategorySeed } from '../types';

export const blogCategories: BlogCategorySeed[] = [
  { slug: 'maintenance', name: { en: 'Maintenance', ru: 'Обслуживание', ar: 'الصيانة' } },
  { slug: 'diy-guides', name: { en: 'DIY Guides', ru: 'Сделай сам', ar: 'أدلة افعلها بنفسك' } },
  { slug: 'product-reviews', name: { en: 'Product Reviews', ru: 'Обзоры товаров', ar: 'مراجعات المنتجات' } },
  { slug: 'news', name: { en: 'News', ru: 'Новости', ar: 'الأخبار' } },
  { slug: 'tyres-wheels', name: { en: 'Tyres & Wheels', ru: 'Шины и диски', ar: 'الإطارات والجنوط' } },
  { slug: 'ev-hybrid', name: { en: 'EV & Hybrid', ru: 'Электромобили и гибриды', ar: 'السيارات الكهربائية والهجينة' } },
];
