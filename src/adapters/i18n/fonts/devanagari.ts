// Devanagari letters only (Latin stays in the system font); 600 is drawn with 700, 500 with 400.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
