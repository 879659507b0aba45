// The JSON language worker (completion, hover and schemas run here, off the page's thread).
import 'monaco-editor/language/json/json.worker';
