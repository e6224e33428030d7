-- search_fold: the form of a text that search indexes and queries compare, defined once in the database so that both
-- sides always agree (src/modules/search/indexer.ts and service.ts call it). Compatibility decomposition, then:
-- combining accents and Arabic diacritics (harakat, tatweel, Quranic marks) removed; French ligatures spelt out;
-- Arabic letter forms unified (hamza and madda on alef already decomposed, alef wasla, alef maksura and Farsi yeh to
-- yeh, ta marbuta to ha, Farsi kaf to kaf; Arabic-Indic digits to ASCII); and the Arabic article with its
-- conjunction or preposition (ال, وال, بال, كال, فال, لل) dropped from words keeping three letters or more.
CREATE OR REPLACE FUNCTION search_fold(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $fold$
SELECT regexp_replace(
  translate(
    replace(replace(replace(replace(replace(
      regexp_replace(normalize(input, NFKD), '[\u0300-\u036f\u0610-\u061a\u0640\u064b-\u065f\u0670\u06d6-\u06ed]', '', 'g'),
      U&'\0153', 'oe'), U&'\0152', 'oe'), U&'\00e6', 'ae'), U&'\00c6', 'ae'), U&'\00df', 'ss'),
    U&'\0671\0649\06cc\0629\06a9\0660\0661\0662\0663\0664\0665\0666\0667\0668\0669\06f0\06f1\06f2\06f3\06f4\06f5\06f6\06f7\06f8\06f9',
    U&'\0627\064a\064a\0647\0643' || '01234567890123456789'),
  '(^|[^\u0621-\u064a])(\u0648\u0627\u0644|\u0628\u0627\u0644|\u0643\u0627\u0644|\u0641\u0627\u0644|\u0644\u0644|\u0627\u0644)([\u0621-\u064a]{3})',
  '\1\3', 'g')
$fold$;
--> statement-breakpoint
-- The vectors and the dictionary as the indexer now builds them (refreshSearchIndex): folded, with weights.
WITH category_words AS MATERIALIZED (
  SELECT c.id, setweight(to_tsvector('simple', search_fold(coalesce(string_agg(ct.title, ' '), ''))), 'B') AS vector
  FROM categories c JOIN category_translations ct ON ct.category_id = c.id OR ct.category_id = c.parent_id
  GROUP BY c.id)
UPDATE products p SET search_vector =
  setweight(to_tsvector('simple', search_fold(coalesce(
    (SELECT string_agg(t.title, ' ') FROM product_translations t WHERE t.product_id = p.id), ''))), 'A')
  || coalesce(cw.vector, ''::tsvector)
FROM products pc LEFT JOIN category_words cw ON cw.id = pc.category_id
WHERE pc.id = p.id;
--> statement-breakpoint
UPDATE shops s SET search_vector =
  setweight(to_tsvector('simple', search_fold(coalesce(
    (SELECT string_agg(t.title, ' ') FROM shop_translations t WHERE t.shop_id = s.id), ''))), 'A')
  || setweight(to_tsvector('simple', search_fold(coalesce(
    (SELECT string_agg(x.title, ' ') FROM (
      SELECT tt.title FROM shop_shop_tags st JOIN shop_tag_translations tt ON tt.shop_tag_id = st.shop_tag_id
      WHERE st.shop_id = s.id
      UNION ALL
      SELECT ct.title FROM shop_categories sc JOIN category_translations ct ON ct.category_id = sc.category_id
      WHERE sc.shop_id = s.id) x), ''))), 'B')
  || setweight(to_tsvector('simple', coalesce((
    SELECT string_agg(DISTINCT w.word, ' ') FROM products p, unnest(tsvector_to_array(p.search_vector)) AS w(word)
    WHERE p.shop_id = s.id AND p.active AND p.status = 'published' AND NOT p.addon), '')), 'C');
--> statement-breakpoint
-- Unfolded words of the old index would only offer typo candidates that match nothing.
DELETE FROM search_words;
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM products
UNION
SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM shops
ON CONFLICT DO NOTHING;
