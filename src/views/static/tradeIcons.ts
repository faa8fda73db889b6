import bolt from 'primeicons/raw-svg/bolt.svg?paths';
import cog from 'primeicons/raw-svg/cog.svg?paths';
import desktop from 'primeicons/raw-svg/desktop.svg?paths';
import hammer from 'primeicons/raw-svg/hammer.svg?paths';
import wrench from 'primeicons/raw-svg/wrench.svg?paths';
import type { TradeIcon } from './siteCopy';
import type { IconData } from '../shared/Icon';

/**
 * The PrimeIcon drawn for each trade. Apart from siteIcons.ts so that only the pages that list
 * the trades (about, team) carry them; the quote and contact pages are close to their budget.
 */
export const tradeIcons: Record<TradeIcon, IconData> = { cog, bolt, desktop, hammer, wrench };
