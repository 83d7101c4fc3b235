import { rulesLabel, rulesSystems, type Campaign, type RulesSystem } from '../../../src-shared/contract';
import { formatGameTime } from '../../../src-shared/time';
import { useCampaigns } from '../../stores/campaigns';
import { useFirstMinute } from '../../stores/first-minute';
import { useNavigation } from '../../stores/navigation';
import './first-minute.css';

/** The built-in demos are the campaigns named so by resources/demo-*.json ("… (demo)", "… (Shell demo)"). */
const isDemo = (c: Campaign) => /demo\)$/.test(c.name);

/**
 * The card a new GM meets on the Campaigns view: a demo of each rules system one click from
 * its Dungeon and a first turn, or a campaign of their own. Shown until the GM picks from it or
 * closes it (remembered by this browser or window), and never once the file holds a campaign
 * of the GM's own making: that GM is not new.
 */
export function Welcome() {
  const greeting = useFirstMinute((s) => s.greeting);
  const { campaigns, loaded, select } = useCampaigns();
  const go = useNavigation((s) => s.go);
  if (!greeting || !loaded || campaigns.some((c) => !isDemo(c))) return null;
  // One demo a system, in the systems' own order.
  const firstDemoOf = new Map<RulesSystem, Campaign>();
  for (const c of campaigns) if (isDemo(c) && !firstDemoOf.has(c.rulesSystem)) firstDemoOf.set(c.rulesSystem, c);
  const demos = rulesSystems.flatMap((system) => firstDemoOf.get(system) ?? []);
  const { greeted, showTurnHint } = useFirstMinute.getState();

  const tryDemo = (demo: Campaign) => {
    greeted();
    showTurnHint(demo.gameTimeSeconds);
    void select(demo.id);
    go('dungeon');
  };
  const startOwn = () => {
    greeted();
    document.querySelector<HTMLInputElement>('.create-panel input')?.focus();
  };

  return (
    <section className="panel welcome" aria-labelledby="welcome-title">
      <div className="panel-head">
        <h2 id="welcome-title">Welcome to Lantern</h2>
        <button type="button" className="icon" aria-label="Close the welcome" onClick={greeted}>
          ✕
        </button>
      </div>
      <p>
        Lantern keeps the clock, the lights, the food and the dice of your table. The quickest way in is a demo: a party already standing
        at the mouth of a dungeon, its gear and supplies counted. Open one and spend a turn.
      </p>
      {demos.length > 0 && (
        <div className="welcome-demos" role="group" aria-label="Try a demo">
          {demos.map((demo) => (
            <button key={demo.id} type="button" className="welcome-demo" onClick={() => tryDemo(demo)}>
              <span className="welcome-demo-rules">{rulesLabel(demo.rulesSystem, demo.rulesOptions)}</span>
              <strong>{demo.name.replace(/\s*\([^()]*demo\)$/, '')}</strong>
              <span className="muted">{formatGameTime(demo.gameTimeSeconds, demo.calendar)}</span>
            </button>
          ))}
        </div>
      )}
      <div className="card-actions">
        <button type="button" onClick={startOwn}>
          Start your own campaign
        </button>
        <span className="hint">Name it in the form below; the demos stay here to come back to.</span>
      </div>
    </section>
  );
}
