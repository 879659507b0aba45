import { SkillsExtension, memorySkillFiles } from '@modelcontextprotocol/server/ext/skills';
import type { SkillSpec } from './scenario-server';

/*
 * Loaded only by servers with skills (shared like behaviour.ts): the SDK's Skills extension,
 * built from the scenario's data. Attached to a server, it declares the extension under
 * `capabilities.extensions` and serves `skills/list`, `skills/get` and the skill files.
 */

/** One `SKILL.md` per skill, in a folder named after it. */
export function skillFiles(skills: readonly SkillSpec[]): Record<string, string> {
  return Object.fromEntries(
    skills.map((skill) => [
      `${skill.name}/SKILL.md`,
      // JSON strings are YAML strings too: a French « : » cannot break the frontmatter.
      `---\nname: ${skill.name}\ndescription: ${JSON.stringify(skill.description)}\n---\n\n${skill.body}\n`,
    ]),
  );
}

/** The catalogue of skills, checked by the SDK (names, sizes, digests) before it is served. */
export function loadSkills(skills: readonly SkillSpec[]): Promise<SkillsExtension> {
  return SkillsExtension.load(memorySkillFiles(skillFiles(skills)), {
    // The scenario's skills are few and fixed: nothing warns, and a problem stops the build.
    strict: true,
  });
}
