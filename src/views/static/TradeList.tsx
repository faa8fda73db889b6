import { observer } from 'mobx-react-lite';
import type { Trade } from './siteCopy';
import { Icon } from '../shared/Icon';
import { tradeIcons } from './tradeIcons';

interface TradeListProps {
  readonly trades: readonly Trade[];
  /** The about page names each trade and what it covers; the team page also says what it works on. */
  readonly compact?: boolean;
}

/** The trades we send to homes, each with its icon and the service categories it covers. */
export const TradeList = observer(function TradeList({ trades, compact = false }: TradeListProps) {
  return (
    <ul className={`static-trades ${compact ? 'static-trades--compact' : ''}`}>
      {trades.map((trade) => (
        <li key={trade.name} className="static-trade">
          <span className="static-highlight__icon">
            <Icon icon={tradeIcons[trade.icon]} size={compact ? 20 : 22} />
          </span>
          <div>
            {compact ? (
              <span className="static-trade__name">{trade.name}</span>
            ) : (
              <h3 className="static-trade__name">{trade.name}</h3>
            )}
            <span className="static-trade__covers">{trade.covers}</span>
            {!compact && <p className="static-trade__work">{trade.work}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
});
