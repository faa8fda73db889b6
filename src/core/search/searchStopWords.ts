/**
 * Words of a sentence that say nothing of what is wanted, as data: "my fan is not working please",
 * "पंखा नहीं चल रहा है", "ఫ్యాన్ తిరగడం లేదు". Search leaves them out of what it looks for, so the
 * words that matter decide. A word the synonym table holds in a phrase still counts there ("नहीं
 * चल रहा" is a fault; "not heating" too): the phrases are read first. Devanagari and Telugu words
 * are matched as they sound too (नही, నహి: vowel signs dropped or wrong), Latin words as written,
 * so their common spellings are listed.
 *
 * Never a word of the catalogue's names ("home", "point", "set"): a test checks.
 */
export const SEARCH_STOP_WORDS: readonly string[] = [
  // English
  ...['a', 'an', 'the', 'is', 'are', 'was', 'am', 'be', 'been', 'has', 'have', 'had', 'it', 'its'],
  ...['it’s', "it's", 'i', 'me', 'my', 'our', 'we', 'this', 'that', 'in', 'of', 'for', 'to'],
  ...['from', 'at', 'on', 'with', 'and', 'or', 'very', 'too', 'please', 'pls', 'plz', 'kindly'],
  ...['urgent', 'urgently', 'need', 'needed', 'want', 'get', 'some', 'someone', 'not', 'no'],
  ...['keeps', 'anymore', 'properly', 'again', 'all', 'out', 'does', 'doesnt', 'doesn’t', 'isnt'],
  ...['any', 'done', 'help', 'sir'],

  // Hindi (Devanagari)
  ...['है', 'हैं', 'था', 'थी', 'थे', 'नहीं', 'नही', 'नहि', 'ना', 'रहा', 'रही', 'रहे', 'हो', 'गया'],
  ...['गई', 'गयी', 'गए', 'गये', 'का', 'की', 'के', 'को', 'से', 'में', 'मे', 'पर', 'और', 'भी'],
  ...['बहुत', 'बार', 'जाता', 'जाती', 'जाते', 'कर', 'करना', 'करनी', 'करो', 'करें', 'चाहिए'],
  ...['मेरा', 'मेरी', 'मेरे', 'हमारा', 'हमारी', 'प्लीज', 'कृपया', 'जी', 'भाई', 'तो', 'ये', 'यह'],
  ...['वो', 'वह', 'अभी', 'जल्दी', 'एक', 'उड़', 'हुआ', 'हुई', 'कोई', 'घर', 'सब', 'बिल्कुल'],

  // Hinglish
  ...['hai', 'hain', 'he', 'h', 'hy', 'tha', 'thi', 'the', 'nahi', 'nahin', 'nai', 'nhi', 'nahee'],
  ...['na', 'raha', 'rha', 'rahi', 'rhi', 'rahe', 'rhe', 'ho', 'gaya', 'gya', 'gayi', 'gai', 'gyi'],
  ...[
    'ka',
    'ki',
    'ke',
    'ko',
    'se',
    'me',
    'mein',
    'mai',
    'main',
    'par',
    'pe',
    'aur',
    'bhi',
    'bahut',
  ],
  ...['bohot', 'bht', 'bar', 'baar', 'jata', 'jati', 'kar', 'karna', 'karni', 'karo', 'chahiye'],
  ...['mera', 'meri', 'mere', 'hamara', 'ji', 'bhai', 'bhaiya', 'ek', 'kya', 'jaldi', 'abhi', 'ye'],
  ...['yeh', 'wo', 'woh', 'hua', 'hui', 'koi', 'ghar', 'sab', 'ud', 'udd'],

  // Telugu
  ...['లేదు', 'లేదండి', 'లేవు', 'అవుతోంది', 'అవుతుంది', 'అయింది', 'అయ్యింది', 'ఐంది', 'ఉంది'],
  ...['ఉన్నాయి', 'ఉన్నది', 'లో', 'కి', 'కు', 'ని', 'ను', 'నుండి', 'నుంచి', 'చాలా', 'మా', 'నా'],
  ...['ఇంట్లో', 'గా', 'దయచేసి', 'ప్లీజ్', 'అండి', 'అన్న', 'చేయాలి', 'చెయ్యాలి', 'కావాలి', 'వచ్చి'],
  ...['మళ్ళీ', 'మాటిమాటికి', 'పోయింది', 'వెంటనే', 'ఒక', 'ఏదో', 'మన', 'మీ', 'సార్', 'బాగా'],

  // Tenglish
  ...['ledu', 'ledhu', 'ledandi', 'levu', 'avutondi', 'avuthondi', 'avutundi', 'avuthundi'],
  ...['ayindi', 'aindi', 'ayyindi', 'undi', 'unnayi', 'unnai', 'lo', 'ku', 'ni', 'nu', 'nundi'],
  ...['nunchi', 'chala', 'chaala', 'maa', 'naa', 'intlo', 'ga', 'cheyyali', 'cheyali', 'cheyandi'],
  ...['kavali', 'kaavali', 'andi', 'anna', 'vachi', 'malli', 'poindi', 'poyindi', 'ventane', 'oka'],
];
