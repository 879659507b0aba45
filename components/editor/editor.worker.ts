// Monaco's generic editor worker (diffs, word ranges): served by the site itself.
import 'monaco-editor/editor/editor.worker';
