/**
 * Sentences customers type to say what is wrong or what they want, each with the service or
 * option it must find in the first three results: Hindi (Devanagari and Hinglish), Telugu (Telugu
 * script and Tenglish) and English. As phones type them: vowel signs dropped or wrong, common
 * misspellings (`loose: true`), English words inside Hindi and Telugu, the words of a sentence
 * that say nothing ("नहीं", "లేదు", "please").
 */
export interface SentenceQuery {
  readonly query: string;
  /** What the customer wants, as the result reads: "Electrical › Fans › Fan repair". */
  readonly finds: string;
  /** Typed without vowel signs, with wrong ones, or misspelled. */
  readonly loose?: true;
}

const AC = 'Air Conditioning & Heating';
const FAN_REPAIR = 'Electrical › Fans › Fan repair';
const GEYSER = `${AC} › Geyser`;
const GEYSER_REPAIR = `${AC} › Geyser › Repair`;
const SPLIT_AC_REPAIR = `${AC} › Split AC › Repair`;
const FRIDGE_REPAIR = 'Appliances › Refrigerator › Refrigerator repair';
const WASHING_REPAIR = 'Appliances › Washing machine › Repair';
const TAP_REPAIR = 'Plumbing › Taps & mixers › Tap repair';
const SINK = 'Plumbing › Drainage & blockage › Kitchen sink blockage';
const BATHROOM_DRAIN = 'Plumbing › Drainage & blockage › Bathroom drain blockage';
const TOILET_BLOCKED = 'Plumbing › Toilet › Toilet blockage removal';
const FLUSH = 'Plumbing › Toilet › Flush tank repair';
const TANK_CLEANING = 'Plumbing › Water tank › Tank cleaning';
const MOTOR = 'Plumbing › Water tank › Motor repair';
const TV_REPAIR = 'Electronics › Television › TV repair';
const TV_MOUNT = 'Electronics › Television › Wall mounting';
const WIFI = 'Electronics › Wi-Fi & networking';
const LIGHTS = 'Electrical › Lights';
const SWITCHBOARD = 'Electrical › Switches & sockets › Switchboard repair';
const MCB = 'Electrical › Wiring › MCB replacement';
const LOCK = 'Carpentry › Doors › Door lock installation';
const DOOR_ALIGNMENT = 'Carpentry › Doors › Door alignment';
const WARDROBE = 'Carpentry › Furniture assembly › Wardrobe assembly';
const CHIMNEY_CLEANING = 'Appliances › Kitchen chimney › Deep cleaning';
const PURIFIER_REPAIR = 'Appliances › Water purifier › Purifier repair';
const FILTER = 'Appliances › Water purifier › Filter change';
const MICROWAVE = 'Appliances › Microwave › Magnetron replacement';
const VIRUS = 'Electronics › Laptop & desktop › Virus removal';

export const HINDI: readonly SentenceQuery[] = [
  // Devanagari
  { query: 'पंखा नहीं चल रहा', finds: FAN_REPAIR },
  { query: 'पंखा धीरे चल रहा है', finds: 'Electrical › Fans › Regulator replacement' },
  { query: 'रसोई का सिंक जाम', finds: SINK },
  { query: 'गीजर में गरम पानी नहीं आ रहा', finds: GEYSER_REPAIR },
  { query: 'गरम पानी नहीं आ रहा है', finds: GEYSER },
  { query: 'फ्रिज ठंडा नहीं कर रहा', finds: FRIDGE_REPAIR },
  { query: 'एसी ठंडा नहीं कर रहा', finds: SPLIT_AC_REPAIR },
  { query: 'एसी से पानी टपक रहा है', finds: SPLIT_AC_REPAIR },
  { query: 'वाशिंग मशीन नहीं चल रही', finds: WASHING_REPAIR },
  { query: 'टीवी में आवाज नहीं आ रही', finds: TV_REPAIR },
  { query: 'टीवी दीवार पर लगाना है', finds: TV_MOUNT },
  { query: 'नल से पानी टपक रहा है', finds: TAP_REPAIR },
  { query: 'बाथरूम का नल लीक हो रहा है', finds: TAP_REPAIR },
  { query: 'बाथरूम की नाली जाम हो गई', finds: BATHROOM_DRAIN },
  { query: 'टॉयलेट जाम हो गया', finds: TOILET_BLOCKED },
  { query: 'फ्लश काम नहीं कर रहा', finds: FLUSH },
  { query: 'पानी की टंकी साफ करनी है', finds: TANK_CLEANING },
  { query: 'मोटर नहीं चल रही', finds: MOTOR },
  { query: 'लाइट नहीं जल रही', finds: LIGHTS },
  { query: 'स्विच बोर्ड खराब है', finds: SWITCHBOARD },
  { query: 'बार बार फ्यूज़ उड़ जाता है', finds: MCB },
  { query: 'दरवाजे का ताला खराब', finds: LOCK },
  { query: 'अलमारी बनवानी है', finds: WARDROBE },
  { query: 'चिमनी साफ करनी है', finds: CHIMNEY_CLEANING },
  { query: 'आरओ से पानी नहीं आ रहा', finds: PURIFIER_REPAIR },
  { query: 'माइक्रोवेव गरम नहीं कर रहा', finds: MICROWAVE },
  { query: 'वाईफाई नहीं चल रहा', finds: WIFI },
  { query: 'लैपटॉप बहुत धीमा है', finds: VIRUS },
  // Devanagari without vowel signs or misspelled
  { query: 'पखा नही चल रहा', finds: FAN_REPAIR, loose: true },
  { query: 'गिजर खराब है', finds: GEYSER_REPAIR, loose: true },
  { query: 'फरिज ठडा नहि कर रहा', finds: FRIDGE_REPAIR, loose: true },
  { query: 'किचन का सिक जम हो गया', finds: SINK, loose: true },
  { query: 'टोइलेट जाम है', finds: TOILET_BLOCKED, loose: true },
  { query: 'नल टपक रह है', finds: TAP_REPAIR, loose: true },
  // Hinglish
  { query: 'pankha nahi chal raha', finds: FAN_REPAIR },
  { query: 'fridge thanda nahi kar raha', finds: FRIDGE_REPAIR },
  { query: 'geyser me garam pani nahi aa raha', finds: GEYSER_REPAIR },
  { query: 'nal se pani tapak raha hai', finds: TAP_REPAIR },
  { query: 'kitchen ka sink jam ho gaya', finds: SINK },
  { query: 'bathroom ki nali band hai', finds: BATHROOM_DRAIN },
  { query: 'washing machine kharab ho gayi', finds: WASHING_REPAIR },
  { query: 'ac se pani gir raha hai', finds: SPLIT_AC_REPAIR },
  { query: 'tv ki screen kharab hai', finds: TV_REPAIR },
  {
    query: 'light ka switch badalna hai',
    finds: 'Electrical › Switches & sockets › Switch replacement',
  },
  { query: 'darwaza band nahi hota', finds: DOOR_ALIGNMENT },
  { query: 'paani ki tanki saaf karni hai', finds: TANK_CLEANING },
  { query: 'pnkha nhi chl rha', finds: FAN_REPAIR, loose: true },
  { query: 'frij kharab hai plz', finds: FRIDGE_REPAIR, loose: true },
  { query: 'gijar kharaab', finds: GEYSER_REPAIR, loose: true },
];

export const TELUGU: readonly SentenceQuery[] = [
  // Telugu script
  { query: 'ఫ్యాన్ తిరగడం లేదు', finds: FAN_REPAIR },
  { query: 'వేడి నీళ్ళు రావడం లేదు', finds: GEYSER },
  { query: 'గీజర్ పని చేయడం లేదు', finds: GEYSER_REPAIR },
  { query: 'ఫ్రిజ్ చల్లగా లేదు', finds: FRIDGE_REPAIR },
  { query: 'ఏసీ నుండి నీళ్ళు కారుతున్నాయి', finds: SPLIT_AC_REPAIR },
  { query: 'ఏసీ చల్లగా లేదు', finds: SPLIT_AC_REPAIR },
  { query: 'కుళాయి నుండి నీళ్ళు కారుతున్నాయి', finds: TAP_REPAIR },
  { query: 'బాత్రూమ్ లో నల్లా లీక్ అవుతోంది', finds: TAP_REPAIR },
  { query: 'కిచెన్ సింక్ బ్లాక్ అయింది', finds: SINK },
  { query: 'బాత్రూమ్ డ్రైనేజ్ జామ్ అయింది', finds: BATHROOM_DRAIN },
  { query: 'టాయిలెట్ బ్లాక్ అయింది', finds: TOILET_BLOCKED },
  { query: 'ఫ్లష్ పని చేయడం లేదు', finds: FLUSH },
  { query: 'వాషింగ్ మెషిన్ తిరగడం లేదు', finds: WASHING_REPAIR },
  { query: 'టీవీ గోడకు తగిలించాలి', finds: TV_MOUNT },
  { query: 'టీవీ లో సౌండ్ రావడం లేదు', finds: TV_REPAIR },
  { query: 'లైట్ వెలగడం లేదు', finds: LIGHTS },
  { query: 'స్విచ్ బోర్డ్ పాడైంది', finds: SWITCHBOARD },
  { query: 'మాటిమాటికి కరెంట్ పోతోంది', finds: MCB },
  { query: 'తలుపు తాళం పాడైంది', finds: LOCK },
  { query: 'తలుపు మూసుకోవడం లేదు', finds: DOOR_ALIGNMENT },
  { query: 'బీరువా బిగించాలి', finds: WARDROBE },
  { query: 'చిమ్నీ శుభ్రం చేయాలి', finds: CHIMNEY_CLEANING },
  { query: 'వాటర్ ట్యాంక్ శుభ్రం చేయాలి', finds: TANK_CLEANING },
  { query: 'మోటార్ పని చేయడం లేదు', finds: MOTOR },
  { query: 'ఆర్వో ఫిల్టర్ మార్చాలి', finds: FILTER },
  { query: 'ఇంటర్నెట్ రావడం లేదు', finds: WIFI },
  { query: 'ల్యాప్‌టాప్ చాలా స్లో గా ఉంది', finds: VIRUS },
  // Telugu script without vowel signs, with wrong ones, or misspelled
  { query: 'ఫ్యన్ తిరగడం లెదు', finds: FAN_REPAIR, loose: true },
  { query: 'ఫ్రిడ్జ్ చల్లగ లేదు', finds: FRIDGE_REPAIR, loose: true },
  { query: 'గిజర్ పనిచేయట్లేదు', finds: GEYSER_REPAIR, loose: true },
  { query: 'కులాయి లీక్', finds: TAP_REPAIR, loose: true },
  { query: 'వెడి నిల్లు రావటం లెదు', finds: GEYSER, loose: true },
  { query: 'కిచెన్ సింక్ బ్లక్', finds: SINK, loose: true },
  // Tenglish
  { query: 'fan tiragadam ledu', finds: FAN_REPAIR },
  { query: 'AC nundi neellu kaarutunnayi', finds: SPLIT_AC_REPAIR },
  { query: 'bathroom lo nalla leak', finds: TAP_REPAIR },
  { query: 'vedi neellu raavadam ledu', finds: GEYSER },
  { query: 'fridge challaga ledu', finds: FRIDGE_REPAIR },
  { query: 'geyser pani cheyyatledu', finds: GEYSER_REPAIR },
  { query: 'kitchen sink block ayindi', finds: SINK },
  { query: 'toilet block ayindi please', finds: TOILET_BLOCKED },
  { query: 'washing machine tiragatledu', finds: WASHING_REPAIR },
  { query: 'tv ni wall ki fix cheyyali', finds: TV_MOUNT },
  { query: 'tank clean cheyyali', finds: TANK_CLEANING },
  { query: 'motor pani cheyatledu', finds: MOTOR },
  { query: 'nalla nundi neellu karutunnai', finds: TAP_REPAIR, loose: true },
  { query: 'frij challaga ledhu', finds: FRIDGE_REPAIR, loose: true },
];

export const ENGLISH: readonly SentenceQuery[] = [
  { query: 'tap leaking', finds: TAP_REPAIR },
  { query: 'fan not working', finds: FAN_REPAIR },
  { query: 'no hot water', finds: GEYSER },
  { query: 'fridge not cooling', finds: FRIDGE_REPAIR },
  { query: 'ac leaking water', finds: SPLIT_AC_REPAIR },
  { query: 'kitchen sink blocked', finds: SINK },
  { query: 'toilet is blocked', finds: TOILET_BLOCKED },
  { query: 'flush not working', finds: FLUSH },
  { query: 'washing machine not spinning', finds: WASHING_REPAIR },
  { query: 'tv no display', finds: TV_REPAIR },
  { query: 'wifi not working', finds: WIFI },
  { query: 'my geyser is not heating please', finds: GEYSER },
  { query: 'power keeps tripping', finds: MCB },
  { query: 'bathroom drain clogged', finds: BATHROOM_DRAIN },
  { query: 'door not closing', finds: DOOR_ALIGNMENT },
  { query: 'laptop very slow', finds: VIRUS },
];
