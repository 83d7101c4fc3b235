import type { MemberView } from '../../../../src-shared/contract';
import { fig } from '../numbers';
import { basisOf } from './basis';
import { JumpingCard } from './JumpingCard';
import { ClimbingCard } from './ClimbingCard';
import { HikingCard } from './HikingCard';
import { LiftingCard } from './LiftingCard';
import { RunningCard } from './RunningCard';
import { SwimmingCard } from './SwimmingCard';
import { ThrowingCard } from './ThrowingCard';
import { ChecksCard } from './ChecksCard';
import { SizeCard } from './SizeCard';
import { FallingCard } from './FallingCard';
import { CollisionCard } from './CollisionCard';
import { ExposureCard } from './ExposureCard';
import { ColdCard } from './ColdCard';
import { FatigueCard } from './FatigueCard';
import { LifeSpanCard } from './LifeSpanCard';
import { PoweredCollisionCard } from './PoweredCollisionCard';
import { useGulliver } from '../use-gulliver';
import '../gurps.css';

/** The Feats tab of a GURPS character: a calculator per feat, filled in from the sheet, with a roll kept in the journal. */
export function FeatsPanel({ member }: { member: MemberView }) {
  const gulliver = useGulliver();
  // The cards start from the sheet; when the sheet or the load changes, they start again from it.
  const key = JSON.stringify([member.id, member.sheet, member.hp, member.fp, member.figures.move.perRound, member.figures.encumbrance.rank]);
  const b = basisOf(member);
  return (
    <div className="feats" key={key}>
      <p className="hint feats-intro">
        Filled in from {member.name}'s sheet: Move {b.move}, Basic Lift {fig(b.basicLift)} lb,{' '}
        {b.encumbrance === 0 ? 'no encumbrance' : `${member.figures.encumbrance.label.toLowerCase()} encumbrance`}. Change any number to ask “what if”; a roll
        goes into the session journal.
      </p>
      <div className="feat-grid">
        <ChecksCard b={b} />
        <ClimbingCard b={b} />
        <JumpingCard b={b} />
        <HikingCard b={b} />
        <RunningCard b={b} />
        <SwimmingCard b={b} />
        <LiftingCard b={b} />
        <ThrowingCard b={b} />
      </div>
      {gulliver && (
        <>
          <h3 className="feats-section">GULLIVER: size and dangers</h3>
          <div className="feat-grid">
            <SizeCard b={b} />
            <FallingCard b={b} />
            <CollisionCard b={b} />
            <PoweredCollisionCard b={b} />
            <ExposureCard b={b} />
            <ColdCard b={b} />
            <FatigueCard b={b} />
            <LifeSpanCard b={b} />
          </div>
        </>
      )}
    </div>
  );
}
