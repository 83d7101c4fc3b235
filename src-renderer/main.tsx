import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { takeTokenFromAddress } from './api/transport';
import { PlayersScreen } from './views/players/PlayersScreen';
import './styles.css';

takeTokenFromAddress();

// The players' link opens #/players: the table's screen alone, without the GM's tools around it.
const playersScreen = window.location.hash.replace(/^#\/?/, '') === 'players';

createRoot(document.getElementById('root')!).render(<StrictMode>{playersScreen ? <PlayersScreen /> : <App />}</StrictMode>);
