// An older commit built beside this checkout, for the side-by-side benchmarks (decision 082): a detached git
// worktree under the temp folder, this checkout's node_modules linked into it, then its own `npm run build`.
// A worktree already built for the same commit is reused, so a second run measures at once.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface OlderBuild {
  /** The full commit hash and its folder, which holds dist/ as that commit builds it. */
  commit: string;
  tree: string;
  /** Removes the worktree (and git's record of it). */
  remove: () => void;
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

export function olderBuild(ref: string): OlderBuild {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const tree = path.join(os.tmpdir(), `kado-against-${commit.slice(0, 12)}`);
  const remove = () => {
    execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: root, stdio: 'ignore' });
  };
  const built = fs.existsSync(path.join(tree, 'dist/node/server/main.js')) && fs.existsSync(path.join(tree, 'dist/web/index.html'));
  if (built) return { commit, tree, remove };
  if (fs.existsSync(tree)) {
    // A worktree left half-built by an interrupted run: start again.
    try {
      remove();
    } catch {
      fs.rmSync(tree, { recursive: true, force: true });
      git('worktree', 'prune');
    }
  }
  git('worktree', 'add', '--detach', tree, commit);
  // The same packages as this checkout: the commit is measured for its own code, not for its dependencies' versions.
  fs.symlinkSync(fs.realpathSync(path.join(root, 'node_modules')), path.join(tree, 'node_modules'));
  console.log(`building ${commit.slice(0, 7)} in ${tree}`);
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: tree, stdio: ['ignore', 'ignore', 'inherit'] });
  return { commit, tree, remove };
}
