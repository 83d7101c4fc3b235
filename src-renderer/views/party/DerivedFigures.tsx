import type { MemberView } from '../../../src-shared/contract';

/** What the sheet derives, each with the formula behind it. */
export function DerivedFigures({ member }: { member: MemberView }) {
  const { characteristics, conditions } = member.figures;
  // A warning the rules raise about the sheet (human figures on a body far from human size) is said, not tabled.
  const warnings = characteristics.filter((c) => c.key === 'sizeWarning');
  return (
    <section className="derived" aria-label={`Derived figures of ${member.name}`}>
      {warnings.map((w) => (
        <p key={w.key} className="journey-stopped" role="note">
          {w.formula}
        </p>
      ))}
      <table className="derived-table">
        <tbody>
          {characteristics.filter((c) => c.key !== 'sizeWarning').map((c) => (
            <tr key={c.key}>
              <th scope="row">{c.label}</th>
              <td className="numeric">{c.value}</td>
              <td className="formula">{c.formula}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {conditions.length > 0 && (
        <ul className="conditions">
          {conditions.map((c) => (
            <li key={c.id}>
              <strong>{c.label}</strong> {c.effect}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
