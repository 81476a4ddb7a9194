// What a product's search_text column holds, as SQL: the catalogue import writes it with this
// (catalog-import), and the search tests write their products' text the same way. Beside the schema
// because it is the column's definition, not one feature's: catalog reads it, the import writes it.
/**
 * What trigram search reads for a product (`p` its row or a row shaped like it), as the admin's
 * product form writes it (searchTextOf): names in every language, SKU, part number as written and
 * normalised, and each interchange number as written and normalised, folded as search compares text
 * (search_fold, migration 0014: lower case and the Russian and Arabic letter forms). A new product has
 * no interchange numbers yet: `interchange` false leaves out that lookup.
 */
export const searchTextSql = (
  p: string,
  interchange = true,
) => `search_fold(concat_ws(' ', nullif(${p}.name->>'en', ''), nullif(${p}.name->>'ru', ''), nullif(${p}.name->>'ar', ''),
  nullif(${p}.sku, ''), nullif(${p}.part_number, ''), nullif(regexp_replace(upper(${p}.part_number), '[^A-Z0-9]', '', 'g'), '')${
    interchange
      ? `,
  (SELECT string_agg(x.number || ' ' || x.normalized, ' ' ORDER BY x.id) FROM product_interchange x WHERE x.product_id = ${p}.id)`
      : ''
  }))`;
