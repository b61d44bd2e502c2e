// The AI analysis panel as a reducer: idle → analyzing (three simulated stages, retries) → results, no
// suggestions, or error; cancellable — spec part 2 §4.4. Pure.
import { AI_ANALYSIS_STAGES } from './constants';

export type AiAnalysisStatus = 'idle' | 'analyzing' | 'results' | 'empty' | 'error';

export interface AiAnalysisState {
  status: AiAnalysisStatus;
  /** Index into AI_ANALYSIS_STAGES while analyzing. */
  stage: number;
  /** 0 for the first try, then the retry number. */
  attempt: number;
  error: string | null;
  /** Increases with each run, so a cancelled run's late answer is ignored. */
  run: number;
}

export type AiAnalysisAction =
  | { type: 'start' }
  | { type: 'advance'; run: number }
  | { type: 'retry'; run: number; attempt: number }
  | { type: 'succeeded'; run: number; count: number }
  | { type: 'failed'; run: number; message: string }
  | { type: 'cancel' };

export const initialAiAnalysis: AiAnalysisState = { status: 'idle', stage: 0, attempt: 0, error: null, run: 0 };

export function aiAnalysisReducer(state: AiAnalysisState, action: AiAnalysisAction): AiAnalysisState {
  if (action.type === 'start') return { status: 'analyzing', stage: 0, attempt: 0, error: null, run: state.run + 1 };
  if (action.type === 'cancel') return { ...initialAiAnalysis, run: state.run + 1 };
  if (action.run !== state.run || state.status !== 'analyzing') return state;
  switch (action.type) {
    case 'advance':
      return { ...state, stage: Math.min(state.stage + 1, AI_ANALYSIS_STAGES.length - 1) };
    case 'retry':
      return { ...state, stage: 0, attempt: action.attempt };
    case 'succeeded':
      return { ...state, status: action.count > 0 ? 'results' : 'empty' };
    case 'failed':
      return { ...state, status: 'error', error: action.message };
  }
}
