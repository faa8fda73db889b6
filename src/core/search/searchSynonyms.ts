/**
 * How customers say things, as data: each entry names words of the catalogue (`means`, as they
 * appear in category, service and option names) and the ways customers write them (`words`):
 * English, Hinglish, Hindi (Devanagari), Telugu, common misspellings and brand words. A word may
 * be several words ("water heater"). Search understands these whatever language the app speaks.
 *
 * To add one: find the catalogue's word in a name, and list what customers type for it. Lower
 * case for Latin letters; the search lowercases what is typed.
 */
export interface SynonymEntry {
  /** Words of the catalogue's names this entry stands for. */
  readonly means: readonly string[];
  /** What customers type for them. */
  readonly words: readonly string[];
  /**
   * A fault, not a thing ("not heating"): said beside a thing ("geyser not heating") it leaves
   * that thing's results first, and never brings up another thing's part; said alone it finds the
   * parts that fix it.
   */
  readonly symptom?: true;
}

export const SEARCH_SYNONYMS: readonly SynonymEntry[] = [
  // Air conditioning and heating
  {
    means: ['ac', 'air conditioning'],
    words: [
      'aircon',
      'air con',
      'air conditioner',
      'airconditioner',
      'a/c',
      'a.c',
      'एसी',
      'ए सी',
      'ఏసీ',
      'ఎసి',
      'ఏ సి',
    ],
  },
  { means: ['split'], words: ['split ac', 'splitac', 'स्प्लिट', 'స్ప్లిట్'] },
  { means: ['window'], words: ['window ac', 'windowac', 'विंडो', 'విండో'] },
  {
    means: ['gas', 'refill'],
    words: ['gas filling', 'gas fill', 'gas charging', 'refrigerant', 'gas bharna', 'गैस', 'గ్యాస్'],
  },
  {
    means: ['service', 'jet'],
    words: ['ac service', 'ac cleaning', 'ac wash', 'servicing', 'foam wash', 'सर्विस', 'సర్వీస్'],
  },
  {
    means: ['cooling'],
    words: ['not cooling', 'no cooling', 'cool nahi', 'ठंडा नहीं', 'చల్లగా లేదు'],
    symptom: true,
  },
  {
    means: ['geyser'],
    words: [
      'geezer',
      'gizer',
      'geysar',
      'geaser',
      'gyser',
      'gieser',
      'water heater',
      'hot water',
      'heater for water',
      'गीजर',
      'गीज़र',
      'गिज़र',
      'గీజర్',
      'గీసర్',
    ],
  },
  { means: ['heater'], words: ['room heater', 'blower', 'हीटर', 'హీటర్'] },
  { means: ['duct'], words: ['central ac', 'vrf', 'डक्ट'] },
  { means: ['thermostat'], words: ['thermostate', 'thermostat repair', 'थर्मोस्टेट'] },
  { means: ['descaling'], words: ['scaling', 'salt removal', 'descale'] },

  // Electrical
  {
    means: ['switch', 'switches'],
    words: ['swich', 'swtich', 'switch board', 'बटन', 'स्विच', 'స్విచ్'],
  },
  {
    means: ['socket', 'sockets'],
    words: ['plug point', 'plug', 'power point', 'soket', 'सॉकेट', 'ప్లగ్'],
  },
  { means: ['switchboard'], words: ['board', 'switch board', 'बोर्ड', 'బోర్డ్'] },
  {
    means: ['fan', 'fans'],
    words: ['pankha', 'panka', 'ceiling fan', 'table fan', 'पंखा', 'पंखे', 'ఫ్యాన్', 'పంకా'],
  },
  { means: ['exhaust'], words: ['exaust', 'exhaust fan', 'kitchen fan', 'एग्जॉस्ट'] },
  { means: ['regulator'], words: ['fan regulator', 'speed control', 'रेगुलेटर'] },
  {
    means: ['light', 'lights', 'lighting'],
    words: ['bulb', 'led', 'lamp', 'batti', 'बत्ती', 'लाइट', 'బల్బ్', 'లైట్'],
  },
  { means: ['tube'], words: ['tubelight', 'tube light', 'ट्यूबलाइट', 'ట్యూబ్ లైట్'] },
  { means: ['chandelier'], words: ['jhoomar', 'jhumar', 'झूमर', 'షాండ్లియర్'] },
  { means: ['festive'], words: ['diwali lights', 'decoration lights', 'serial lights', 'jhalar'] },
  {
    means: ['wiring'],
    words: ['wire', 'wireing', 'short circuit', 'current', 'वायरिंग', 'కరెంట్', 'వైరింగ్'],
  },
  {
    means: ['electrical'],
    words: [
      'electrician',
      'electric',
      'electricals',
      'bijli',
      'बिजली',
      'इलेक्ट्रीशियन',
      'ఎలక్ట్రీషియన్',
      'కరెంట్ పని',
    ],
  },
  { means: ['mcb'], words: ['fuse', 'trip', 'tripping', 'breaker', 'फ्यूज़', 'ఫ్యూజ్'] },
  { means: ['inverter'], words: ['invertor', 'ups', 'battery backup', 'इन्वर्टर', 'ఇన్వర్టర్'] },
  { means: ['dimmer'], words: ['dimer', 'light dimmer'] },

  // Electronics
  {
    means: ['television', 'tv'],
    words: ['t.v', 'tele vision', 'led tv', 'smart tv', 'lcd', 'टीवी', 'टी वी', 'టీవీ', 'టివి'],
  },
  { means: ['mounting'], words: ['wall mount', 'tv stand', 'bracket', 'टांगना'] },
  {
    means: ['theatre'],
    words: ['theater', 'home theater', 'soundbar', 'sound bar', 'speakers', 'music system'],
  },
  {
    means: ['laptop', 'desktop', 'computer'],
    words: ['pc', 'computer', 'labtop', 'notebook', 'कंप्यूटर', 'लैपटॉप', 'కంప్యూటర్', 'ల్యాప్‌టాప్'],
  },
  { means: ['virus'], words: ['antivirus', 'malware', 'slow computer', 'hang'] },
  { means: ['ssd'], words: ['hard disk', 'storage upgrade', 'hdd'] },
  { means: ['os'], words: ['windows', 'formatting', 'format', 'operating system'] },
  {
    means: ['wi-fi', 'router', 'networking'],
    words: [
      'wifi',
      'wi fi',
      'wify',
      'internet',
      'broadband',
      'modem',
      'वाईफाई',
      'इंटरनेट',
      'వైఫై',
      'ఇంటర్నెట్',
    ],
  },
  {
    means: ['cctv', 'camera'],
    words: ['security camera', 'cc tv', 'cc camera', 'सीसीटीवी', 'कैमरा', 'సీసీటీవీ', 'కెమెరా'],
  },
  { means: ['dvr'], words: ['nvr', 'recorder'] },

  // Appliances
  {
    means: ['washing'],
    words: [
      'washing machine',
      'washer',
      'wm',
      'washingmachine',
      'वाशिंग मशीन',
      'कपड़े धोने',
      'వాషింగ్ మెషిన్',
    ],
  },
  {
    means: ['refrigerator'],
    words: [
      'fridge',
      'frige',
      'freeze',
      'freezer',
      'refridgerator',
      'refrigerater',
      'फ्रिज',
      'फ्रिज़',
      'ఫ్రిజ్',
      'ఫ్రిడ్జ్',
    ],
  },
  { means: ['microwave'], words: ['oven', 'micro wave', 'microoven', 'माइक्रोवेव', 'ఓవెన్', 'మైక్రోవేవ్'] },
  { means: ['magnetron'], words: ['not heating', 'no heating'], symptom: true },
  {
    means: ['purifier'],
    words: [
      'ro',
      'r.o',
      'aquaguard',
      'aqua guard',
      'kent',
      'pureit',
      'livpure',
      'water filter',
      'water purifier',
      'uv',
      'आरओ',
      'वाटर प्यूरीफायर',
      'ఆర్వో',
      'వాటర్ ఫిల్టర్',
    ],
  },
  { means: ['filter'], words: ['candle', 'cartridge', 'membrane'] },
  {
    means: ['chimney'],
    words: ['chimny', 'chimeny', 'kitchen hood', 'hood', 'exhaust hood', 'चिमनी', 'చిమ్నీ'],
  },

  // Carpentry
  {
    means: ['carpentry'],
    words: ['carpenter', 'carpentar', 'badhai', 'wood work', 'बढ़ई', 'कारपेंटर', 'కార్పెంటర్', 'వడ్రంగి'],
  },
  { means: ['door', 'doors'], words: ['darwaza', 'darwaja', 'दरवाज़ा', 'दरवाजा', 'తలుపు', 'డోర్'] },
  { means: ['lock'], words: ['latch', 'tala', 'ताला', 'తాళం'] },
  { means: ['hinge'], words: ['hinges', 'kabza', 'कब्ज़ा'] },
  {
    means: ['wardrobe'],
    words: ['almirah', 'almira', 'almari', 'cupboard', 'closet', 'अलमारी', 'అల్మారా', 'బీరువా'],
  },
  { means: ['cabinet'], words: ['cupboard', 'kitchen cabinet', 'modular kitchen'] },
  { means: ['furniture'], words: ['furnitur', 'funiture', 'फर्नीचर', 'ఫర్నిచర్'] },
  { means: ['bed'], words: ['cot', 'palang', 'पलंग', 'మంచం'] },
  { means: ['sofa'], words: ['couch', 'सोफा', 'సోఫా'] },
  { means: ['table'], words: ['desk', 'मेज़', 'టేబుల్'] },
  { means: ['drawer'], words: ['drawers', 'draw', 'दराज़'] },
  { means: ['curtain', 'curtains'], words: ['parda', 'parde', 'पर्दा', 'కర్టెన్'] },
  { means: ['shelf', 'shelves'], words: ['rack', 'shelve', 'ledge', 'ताक'] },
  { means: ['blinds'], words: ['window blinds', 'roller blind'] },

  // Plumbing
  {
    means: ['plumbing'],
    words: ['plumber', 'plumbar', 'plummer', 'प्लंबर', 'ప్లంబర్'],
  },
  {
    means: ['tap', 'taps'],
    words: ['nal', 'nall', 'faucet', 'tonti', 'नल', 'टोंटी', 'కుళాయి', 'నల్లా', 'ట్యాప్'],
  },
  { means: ['mixer'], words: ['diverter', 'hot and cold tap'] },
  {
    means: ['bathroom', 'fittings'],
    words: ['bathroom fitting', 'bath fittings', 'sanitary', 'sanitaryware', 'बाथरूम', 'బాత్రూమ్'],
  },
  { means: ['shower'], words: ['shawar', 'शावर', 'షవర్'] },
  { means: ['basin'], words: ['wash basin', 'washbasin', 'sink', 'बेसिन', 'సింక్'] },
  { means: ['faucet'], words: ['health faucet', 'jet spray', 'muslim shower', 'bidet'] },
  {
    means: ['toilet'],
    words: ['commode', 'wc', 'latrine', 'bathroom', 'टॉयलेट', 'शौचालय', 'టాయిలెట్'],
  },
  { means: ['flush'], words: ['flush tank', 'cistern', 'फ्लश', 'ఫ్లష్'] },
  {
    means: ['blockage', 'drain', 'drainage'],
    words: [
      'block',
      'blocked',
      'clog',
      'choke',
      'choked',
      'jam',
      'leak',
      'leakage',
      'leaking',
      'drain block',
      'नाली',
      'जाम',
      'लीक',
      'డ్రైనేజ్',
      'లీక్',
    ],
  },
  { means: ['pipe'], words: ['pipeline', 'paip', 'पाइप', 'పైపు'] },
  {
    means: ['tank'],
    words: ['water tank', 'overhead tank', 'sintex', 'tanki', 'टंकी', 'ట్యాంక్'],
  },
  { means: ['motor'], words: ['water pump', 'pump', 'मोटर', 'మోటార్'] },
  { means: ['valve'], words: ['ball valve', 'float'] },
];
