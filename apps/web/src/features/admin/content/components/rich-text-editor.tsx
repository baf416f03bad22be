import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isAllowedHref, type Language } from '@storefront/shared';
import { languageInputProps } from '../../shell/localized-fields';

/**
 * What the editor can make is what the server keeps (apps/api/src/platform/sanitize-html.ts):
 * headings h2–h4 (h1 is the page's title), bold, italic, underline, strike, links, lists, quotes
 * and rules. Code marks and blocks are left out: the server would strip them.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ['mailto'],
      // The server sets rel itself and drops target; the editor writes what will be stored.
      HTMLAttributes: { rel: 'noopener', target: null },
    },
  }),
];

/** The editable area's attributes: named by its label, in its tab's language and direction. */
function contentAttributes(
  { id, labelId, lang, dir }: { id: string; labelId: string; lang: string; dir: string },
  state: Record<string, string> = {},
) {
  return {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    lang,
    dir,
    class: 'rich-editor__content',
    ...state,
  };
}

type BlockType = 'paragraph' | 'h2' | 'h3' | 'h4';

/** The toolbar's view of the editor, recomputed only when one of these changes. */
function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      block: current.isActive('heading', { level: 2 })
        ? 'h2'
        : current.isActive('heading', { level: 3 })
          ? 'h3'
          : current.isActive('heading', { level: 4 })
            ? 'h4'
            : 'paragraph',
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      href: (current.getAttributes('link').href as string | undefined) ?? '',
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
}

type Chain = ReturnType<Editor['chain']>;

/** A toggle of the toolbar: what it turns on or off, its label's key and its sign. */
interface Toggle {
  name: 'bold' | 'italic' | 'underline' | 'strike' | 'bulletList' | 'orderedList' | 'blockquote';
  label: 'bold' | 'italic' | 'underline' | 'strike' | 'bullet_list' | 'ordered_list' | 'blockquote';
  toggle: (chain: Chain) => Chain;
  sign: ReactNode;
}

/** The inline marks, then the blocks (the rule follows them in the second group). */
const MARKS: Toggle[] = [
  { name: 'bold', label: 'bold', toggle: (c) => c.toggleBold(), sign: <b aria-hidden="true">B</b> },
  {
    name: 'italic',
    label: 'italic',
    toggle: (c) => c.toggleItalic(),
    sign: <i aria-hidden="true">I</i>,
  },
  {
    name: 'underline',
    label: 'underline',
    toggle: (c) => c.toggleUnderline(),
    sign: <u aria-hidden="true">U</u>,
  },
  {
    name: 'strike',
    label: 'strike',
    toggle: (c) => c.toggleStrike(),
    sign: <s aria-hidden="true">S</s>,
  },
];
const BLOCKS: Toggle[] = [
  {
    name: 'bulletList',
    label: 'bullet_list',
    toggle: (c) => c.toggleBulletList(),
    sign: <span aria-hidden="true">•≡</span>,
  },
  {
    name: 'orderedList',
    label: 'ordered_list',
    toggle: (c) => c.toggleOrderedList(),
    sign: <span aria-hidden="true">1≡</span>,
  },
  {
    name: 'blockquote',
    label: 'blockquote',
    toggle: (c) => c.toggleBlockquote(),
    sign: <span aria-hidden="true">❝</span>,
  },
];

/** A chain link (crossed out: remove the link); emoji would depend on the system's fonts. */
function LinkIcon({ crossed = false }: { crossed?: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
        <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
        {crossed ? <path d="M4 4l16 16" /> : null}
      </g>
    </svg>
  );
}

function ToolButton({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="rich-editor__button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keep the selection in the text: a mouse click must not move focus off the editor.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const state = useToolbarState(editor);
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [linkInvalid, setLinkInvalid] = useState(false);
  const linkId = useId();
  const chain = () => editor.chain().focus();

  const setBlock = (block: BlockType) => {
    if (block === 'paragraph') chain().setParagraph().run();
    else
      chain()
        .setHeading({ level: Number(block.slice(1)) as 2 | 3 | 4 })
        .run();
  };

  const toggleButton = ({ name, label, toggle, sign }: Toggle) => (
    <ToolButton
      key={name}
      label={t(`admin_content.editor.${label}`)}
      pressed={state[name]}
      onClick={() => toggle(chain()).run()}
    >
      {sign}
    </ToolButton>
  );

  const applyLink = (event: FormEvent) => {
    event.preventDefault();
    const value = href.trim();
    if (!value) {
      chain().extendMarkRange('link').unsetLink().run();
    } else if (!isAllowedHref(value)) {
      setLinkInvalid(true);
      return;
    } else {
      chain().extendMarkRange('link').setLink({ href: value }).run();
    }
    setLinkOpen(false);
  };

  return (
    <>
      <div
        className="rich-editor__toolbar"
        role="toolbar"
        aria-label={t('admin_content.editor.toolbar')}
      >
        <select
          className="rich-editor__block"
          aria-label={t('admin_content.editor.block_type')}
          value={state.block}
          onChange={(event) => setBlock(event.target.value as BlockType)}
        >
          <option value="paragraph">{t('admin_content.editor.paragraph')}</option>
          <option value="h2">{t('admin_content.editor.heading2')}</option>
          <option value="h3">{t('admin_content.editor.heading3')}</option>
          <option value="h4">{t('admin_content.editor.heading4')}</option>
        </select>
        <span className="rich-editor__group">{MARKS.map(toggleButton)}</span>
        <span className="rich-editor__group">
          {BLOCKS.map(toggleButton)}
          <ToolButton
            label={t('admin_content.editor.rule')}
            onClick={() => chain().setHorizontalRule().run()}
          >
            <span aria-hidden="true">―</span>
          </ToolButton>
        </span>
        <span className="rich-editor__group">
          <ToolButton
            label={t('admin_content.editor.link')}
            pressed={state.link || linkOpen}
            onClick={() => {
              setHref(state.href);
              setLinkInvalid(false);
              setLinkOpen((open) => !open);
            }}
          >
            <LinkIcon />
          </ToolButton>
          <ToolButton
            label={t('admin_content.editor.unlink')}
            disabled={!state.link}
            onClick={() => chain().extendMarkRange('link').unsetLink().run()}
          >
            <LinkIcon crossed />
          </ToolButton>
        </span>
        <span className="rich-editor__group">
          <ToolButton
            label={t('admin_content.editor.undo')}
            disabled={!state.canUndo}
            onClick={() => chain().undo().run()}
          >
            <span aria-hidden="true">↶</span>
          </ToolButton>
          <ToolButton
            label={t('admin_content.editor.redo')}
            disabled={!state.canRedo}
            onClick={() => chain().redo().run()}
          >
            <span aria-hidden="true">↷</span>
          </ToolButton>
        </span>
      </div>
      {linkOpen ? (
        // Not a <form>: it sits inside the page's form. Enter applies, Escape closes.
        <div className="rich-editor__link" role="group" aria-label={t('admin_content.editor.link')}>
          <label htmlFor={linkId}>{t('admin_content.editor.link_prompt')}</label>
          <input
            id={linkId}
            type="text"
            inputMode="url"
            dir="ltr"
            value={href}
            aria-invalid={linkInvalid}
            autoFocus
            onChange={(event) => {
              setHref(event.target.value);
              setLinkInvalid(false);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') applyLink(event);
              if (event.key === 'Escape') {
                event.preventDefault();
                setLinkOpen(false);
                editor.commands.focus();
              }
            }}
          />
          <button
            type="button"
            className="button button--primary button--small"
            onClick={applyLink}
          >
            {t('admin.filters.apply')}
          </button>
        </div>
      ) : null}
    </>
  );
}

/**
 * A WYSIWYG editor for one language of a page's HTML (issue 7: "rich text editor"), TipTap over
 * ProseMirror: toolbar buttons and the usual shortcuts (Ctrl+B, Ctrl+I, Ctrl+Z...). Arabic is
 * edited right to left. `value`/`onChange` carry HTML; an empty document is ''.
 */
export function RichTextEditor({
  id,
  labelId,
  language,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
}: {
  id: string;
  labelId: string;
  language: Language;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const { lang, dir } = languageInputProps(language);
  // The HTML this editor last handed to onChange (or was last given): the form's value coming
  // back as it is no reason to replace the document.
  const latest = useRef(value);
  const editor = useEditor({
    extensions,
    content: value,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: contentAttributes({ id, labelId, lang, dir }) },
    onUpdate: ({ editor: current }) => {
      latest.current = current.isEmpty ? '' : current.getHTML();
      onChange(latest.current);
    },
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (the page loaded, the form reset) replaces the document.
  useEffect(() => {
    if (value === latest.current) return;
    latest.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    const state: Record<string, string> = { 'aria-invalid': invalid ? 'true' : 'false' };
    if (describedBy) state['aria-describedby'] = describedBy;
    editor.setOptions({
      editorProps: { attributes: contentAttributes({ id, labelId, lang, dir }, state) },
    });
  }, [editor, invalid, describedBy, id, labelId, lang, dir]);

  return (
    <div className={`rich-editor${invalid ? ' rich-editor--invalid' : ''}`} dir={dir}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
