import { useNavigation, views } from '../stores/navigation';

export function NavBar() {
  const current = useNavigation((s) => s.view);
  const go = useNavigation((s) => s.go);
  return (
    <nav className="nav" aria-label="Views">
      {views.map((v, i) => (
        <button
          key={v.id}
          type="button"
          className={v.id === current ? 'nav-item active' : 'nav-item'}
          aria-current={v.id === current ? 'page' : undefined}
          title={`${v.label} (Alt+${i + 1})`}
          onClick={() => go(v.id)}
        >
          <span className="nav-icon" aria-hidden="true">
            {v.icon}
          </span>
          <span className="nav-label">{v.label}</span>
          <kbd className="nav-key">Alt {i + 1}</kbd>
        </button>
      ))}
    </nav>
  );
}
