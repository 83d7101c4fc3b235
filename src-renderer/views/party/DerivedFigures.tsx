import type { MemberView } from '../../../src-shared/contract';

/** What the sheet derives, each with the formula behind it. */
export function DerivedFigures({ member }: { member: MemberView }) {
  const { characteristics, conditions } = member.figures;
  return (
    <section className="derived" aria-label={`Derived figures of ${member.name}`}>
      <table className="derived-table">
        <tbody>
          {characteristics.map((c) => (
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
