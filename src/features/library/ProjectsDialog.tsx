/** Every local project: open, rename, duplicate, delete, or start a new one. */
import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, IconButton, Pill, runAction } from '../../ui/index.ts';
import { createProject, deleteProject, duplicateProject, openProject, renameProject, useLibraryStore } from './librarySession.ts';
import type { ProjectSummary } from './projectRepository.ts';

function when(timestamp: number): string {
  const minutes = Math.round((Date.now() - timestamp) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return new Date(timestamp).toLocaleDateString();
}

export function ProjectsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const projects = useLibraryStore((s) => s.projects);
  const currentId = useLibraryStore((s) => s.current?.id);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Projects"
      width={620}
      data-testid="projects-dialog"
      footer={
        <>
          <span className="sb-hint sb-lib__footnote">Projects are saved in this browser as you work.</span>
          <Button
            variant="primary"
            icon="plus"
            data-testid="project-new"
            onClick={() => {
              void runAction('The new graph could not be created', createProject);
              onClose();
            }}
          >
            New graph
          </Button>
        </>
      }
    >
      <ul className="sb-lib__projects" data-testid="project-list">
        {projects.map((project) => (
          <ProjectRow key={project.id} project={project} current={project.id === currentId} onOpened={onClose} />
        ))}
      </ul>
    </Dialog>
  );
}

function ProjectRow({ project, current, onOpened }: { project: ProjectSummary; current: boolean; onOpened: () => void }) {
  const [renaming, setRenaming] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [name, setName] = useState(project.name);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (renaming) input.current?.select();
  }, [renaming]);
  const finishRename = () => {
    setRenaming(false);
    if (name.trim() && name.trim() !== project.name) void runAction('The project was not renamed', () => renameProject(project.id, name));
    else setName(project.name);
  };
  return (
    <li className="sb-lib__project" data-current={current || undefined} data-testid={`project:${project.name}`}>
      <div className="sb-lib__project-main">
        {renaming ? (
          <input
            ref={input}
            className="sb-input"
            aria-label="Project name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            onBlur={finishRename}
            onKeyDown={(e) => {
              if (e.key === 'Enter') finishRename();
              if (e.key === 'Escape') {
                e.preventDefault();
                e.stopPropagation();
                setName(project.name);
                setRenaming(false);
              }
            }}
          />
        ) : (
          <button
            type="button"
            className="sb-lib__project-name"
            onClick={() => {
              void runAction(`"${project.name}" could not be opened`, () => openProject(project.id));
              onOpened();
            }}
          >
            {project.name}
          </button>
        )}
        <span className="sb-lib__project-meta">
          {current && <Pill tone="accent">Open</Pill>}
          {project.damaged && (
            <span title={project.damaged.problems.map((p) => `${p.path ? `${p.path}: ` : ''}${p.message}`).join('\n')} data-testid="project-damaged">
              <Pill tone="danger">Damaged</Pill>
            </span>
          )}
          {!project.trusted && !project.damaged && <Pill tone="warning">Untrusted</Pill>}
          <span>Edited {when(project.updatedAt)}</span>
        </span>
      </div>
      <div className="sb-lib__project-actions">
        {confirmDelete ? (
          <>
            <Button size="sm" variant="danger" onClick={() => void runAction('The project was not deleted', () => deleteProject(project.id))} data-testid="project-delete-confirm">
              Delete
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(false)}>
              Keep
            </Button>
          </>
        ) : (
          <>
            <Button size="sm" variant="ghost" onClick={() => setRenaming(true)} data-testid="project-rename">
              Rename
            </Button>
            <Button size="sm" variant="ghost" onClick={() => void runAction('The project was not duplicated', () => duplicateProject(project.id))} data-testid="project-duplicate">
              Duplicate
            </Button>
            <IconButton icon="trash" label="Delete" onClick={() => setConfirmDelete(true)} data-testid="project-delete" />
          </>
        )}
      </div>
    </li>
  );
}
