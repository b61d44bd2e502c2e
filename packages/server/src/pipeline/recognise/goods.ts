// What kind of goods a record is: a packaged consumable (food, drinks, supplements, beauty, cleaning, pet
// food, paints and fillers), whose mass is the contents it holds and which has no material, or a durable good.
import type { FillInput } from './candidates';

/** Names of durable goods, whose 'net weight' is their own weight (a food's or a cosmetic's is its contents). */
const DURABLE =
  /(?<![\p{L}])(?:tasses?|tazas?|tazz[ae]|tazzin[ae]|kopjes?|mokken?|cafeti[eè]res?|cafeteras?|théi[eè]res?|teteras?|moulins?|tool|drill|driver|saw|hammer|wrench|screwdriver|sander|grinder|blower|mower|trimmer|vacuum|lamp|light|bulb|lantern|flashlight|cable|cord|lock|shoes?|boots?|jacket|chair|table|shelf|shelves|desk|stool|phone|speaker|headphones?|charger|adapter|monitor|tv|camera|router|scale|kettle|toaster|blender|mixer|maker|machine|brewer|dispenser|canister|container|jar|rack|organi[sz]er|scoop|pan|pot|knife|mug|bottle|tumbler|bag|backpack|tent|bike|bicycle|helmet|toy|puzzle|werkzeug|bohr\p{L}*|säge|hammer|schrauber|lampe|leuchte|kabel|schloss|schuhe?|stiefel|stuhl|tisch|regal|perceuse|scie|marteau|visseuse|lampe|câble|antivol|chaussures?|bottes?|chaise|étagère|taladro|sierra|martillo|lámpara|cable|candado|zapatos?|botas?|silla|mesa)(?![\p{L}])/iu;

/**
 * What a packaged consumable's record says (food, drinks, supplements, beauty, cleaning, pet food): its mass is
 * the contents it holds. Anything else's 'net weight' is its own weight.
 */
const CONSUMABLE =
  /(?<![\p{L}])(?:ingredienti|ingrediënten|ingredienser|valori nutrizionali|voedingswaarde\p{L}*|näringsvärde\p{L}*|información nutricional|nutrition facts|yogh?urts?|joghurt|yaourts?|yogur|riso|risotto|pâtes|pasta|diepvries|surgelés?|tiefkühl\p{L}*|ingredients?|zutaten|ingrédients|ingredientes|allerg\p{L}*|alérgenos|nutrition\p{L}*|nährwert\p{L}*|valeurs nutritionnelles|serving|servings|portion|best before|mindestens haltbar|mhd|à consommer|consumir preferentemente|flavou?r\p{L}*|geschmack|saveur|sabor|coffee|kaffee|café|tea|tee|thé|chocolate|schokolade|chocolat|snacks?|granola|cereals?|müsli|muesli|pasta|spaghetti|rice|reis|riz|arroz|flour|mehl|farine|harina|sugar|zucker|sucre|azúcar|sauce|soße|salsa|honey|honig|miel|nuts|nüsse|noix|protein|vitamins?|supplements?|nahrungsergänzung\p{L}*|complément alimentaire|capsules?|kapseln|softgels?|tablets|tabletten|comprimés|gummies|pods|k-cups?|shampoo|shampooing|conditioner|spülung|lotion|cream|creme|crème|crema|serum|sérum|soap|seife|savon|jabón|deodorant|déodorant|perfume|parfum|shower gel|duschgel|gel douche|toothpaste|zahnpasta|dentifrice|detergent|waschmittel|lessive|detergente|cleaner|reiniger|nettoyant|limpiador|spülmittel|liquide vaisselle|bleach|wipes|dog food|cat food|hundefutter|katzenfutter|croquettes|pienso|kibble|treats|leckerlis|friandises|fertili[sz]er|dünger|engrais|potting soil|blumenerde|terreau|litter|katzenstreu|litière|aerosol|spray|sprühdose|paint|wandfarbe|lackfarbe|lack|peinture|pintura|spackle|spachtel\p{L}*|enduit|filler|putty|caulk|sealant|silikon|mastic|adhesive|glue|kleber|colle|pegamento|grease|lubricant|schmierfett|graisse|wax|wachs|cire|stain|beize|\p{L}*lasur|lazure|varnish|vernis|barniz|primer|grundierung|sealer|mortar|grout|mörtel|mortier|cement|zement|ciment|plaster|gips|plâtre|screen ?wash|washer fluid|scheibenreiniger|scheibenwasch\p{L}*|lave-glace|limpiaparabrisas|ink|tinte|encre|tinta|lipstick|lippenstift|rouge à lèvres|mascara|nail polish|nagellack|vernis|makeup|make-up|maquillage|foundation|cosmetics?|kosmetik|cosmétiques?)(?![\p{L}])/iu;

/** Where the last match of `pattern` in `text` starts, or -1. */
/** A word naming what goods are for ('Tasse à café', 'taza para café', 'Dose für Kaffee'), not what they are. */
const FOR_BEFORE = /(?<![\p{L}])(?:à|au|aux|pour|für|para|per|da|voor|för)\s+$/iu;

function lastMatch(pattern: RegExp, text: string): number {
  let at = -1;
  for (const m of text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`)))
    if (!FOR_BEFORE.test(text.slice(Math.max(0, m.index - 8), m.index))) at = m.index;
  return at;
}

/**
 * Whether the product is a packaged consumable. The name's head noun decides ('Whole Bean Coffee, …, 2 lb Bag'
 * is coffee, 'Ceramic Coffee Mug' a mug): of the goods it names, the last one of its first phrase, else of the
 * whole name; a name naming neither leaves it to the description and the supplier keys (ingredients, allergens).
 */
export function isConsumable(input: FillInput): boolean {
  const name = input.name ?? '';
  for (const part of [name.split(/,|\s[-–|]\s/)[0] ?? '', name]) {
    const durable = lastMatch(DURABLE, part);
    const consumable = lastMatch(CONSUMABLE, part);
    if (durable >= 0 || consumable >= 0) return consumable > durable;
  }
  return CONSUMABLE.test([input.details ?? '', ...input.facts.map((f) => f.name)].join('\n'));
}

/** Kinds of goods a company's help text may limit a field to ('Luggage, bags and protective cases only: …'). */
const KIND_WORDS: Record<string, string> = {
  luggage: String.raw`luggage|suitcases?|spinners?|trolleys?|carry-?on|hardside|koffer|\p{L}*koffer|trolley|valises?|bagages?|maletas?|equipajes?`,
  bag: String.raw`bags?|backpacks?|rucksacks?|daypacks?|duffels?|holdalls?|weekenders?|\p{L}*taschen?|\p{L}*rucksack|sacs?|sacoches?|bolsos?|bolsas?|mochilas?`,
  case: String.raw`(?:\p{L}+ )?cases?|\p{L}*etuis?|\p{L}*hüllen?|étuis?|coques?|fundas?`,
  watch: String.raw`watch(?:es)?|\p{L}*uhr(?:en)?|montres?|relojes|reloj|orologi[oi]|horloges?|zegar\p{L}*`,
};

/**
 * The goods a field is limited to when its help text opens with them ('Luggage, bags and protective cases
 * only: …', 'Material of a watch strap or bracelet: …'): a pattern for names of those goods, in the four languages for the kinds KIND_WORDS knows and as
 * written for others; null when the help text limits nothing.
 */
export function scopeOf(helpText: string | null | undefined): RegExp | null {
  // 'Material of a watch strap or bracelet: …': a part of goods of a kind KIND_WORDS knows.
  const partOf = /^\s*[\p{L} ]{2,30}?\s+of\s+(?:a|an|the)\s+([^:.;]{3,60}?)\s*:/iu.exec(helpText ?? '')?.[1];
  const kinds =
    partOf
      ?.toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((word) => word in KIND_WORDS) ?? [];
  if (kinds.length)
    return new RegExp(String.raw`(?<![\p{L}])(?:${kinds.map((k) => KIND_WORDS[k]).join('|')})(?![\p{L}])`, 'iu');
  const opening = /^\s*([^:.;]{3,80}?)\s+only\s*:/i.exec(helpText ?? '')?.[1];
  if (!opening) return null;
  const nouns = opening
    .toLowerCase()
    .split(/\s*(?:,|\band\b|\bor\b|&|\/)\s*/)
    .map((part) => part.trim().split(/\s+/).at(-1)!)
    .filter(Boolean);
  if (nouns.length === 0) return null;
  const words = nouns.map((noun) => {
    const singulars = [noun, noun.replace(/s$/, ''), noun.replace(/es$/, '')];
    const known = singulars.find((word) => word in KIND_WORDS);
    return known ? KIND_WORDS[known]! : `${singulars[1]}(?:e?s)?`;
  });
  return new RegExp(String.raw`(?<![\p{L}])(?:${words.join('|')})(?![\p{L}])`, 'iu');
}
