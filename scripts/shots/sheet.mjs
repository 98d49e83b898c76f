// The contact sheet: one row per scene, grouped as in scenes.mjs, desktop and phone side by side.

const escape = (text) =>
  String(text).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  )

function cell(shot) {
  if (!shot) return '<td class="none">—</td>'
  if (shot.error) return `<td class="error"><pre>${escape(shot.error)}</pre></td>`
  return `<td><a href="${shot.file}"><img src="${shot.file}" alt="${escape(shot.alt)}" loading="lazy"></a></td>`
}

export function contactSheet({ rows, viewports, started, origin }) {
  const groups = [...new Set(rows.map((r) => r.scene.group))]
  const heads = viewports.map((v) => `<th>${v.name} ${v.width}×${v.height}</th>`).join('')
  const sections = groups.map((group) => {
    const body = rows
      .filter((r) => r.scene.group === group)
      .map(
        (r) =>
          `<tr><th scope="row">${escape(r.scene.name)}<br><code>${escape(r.scene.path)}</code>${
            r.scene.as ? `<br>signed in as ${r.scene.as}` : ''
          }${r.scene.full ? '<br>whole page' : '<br>the screen'}</th>${viewports
            .map((v) => cell(r.shots[v.name]))
            .join('')}</tr>`,
      )
      .join('\n')
    return `<section><h2 id="${escape(group)}">${escape(group)}</h2><table><thead><tr><th></th>${heads}</tr></thead><tbody>${body}</tbody></table></section>`
  })
  const failed = rows.flatMap((r) => Object.values(r.shots)).filter((s) => s.error).length
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mobile Detail Hub — screenshots</title>
<style>
body{font:14px system-ui,sans-serif;margin:1.5rem;color:#0f172a}
nav a{margin-right:1rem}
table{border-collapse:collapse;margin-bottom:2rem}
th,td{border:1px solid #cbd5e1;padding:.5rem;vertical-align:top;text-align:left}
th[scope=row]{width:14rem;font-weight:600}
td img{display:block;border:1px solid #94a3b8}
td:nth-child(2) img{width:640px}
td:nth-child(3) img{width:234px}
td a{display:block;max-height:900px;overflow:auto}
td.error pre{white-space:pre-wrap;color:#b91c1c;max-width:40rem}
</style></head><body>
<h1>Mobile Detail Hub — every page and dialog</h1>
<p>Taken ${escape(started)} from the production build on ${escape(origin)}, with a fresh seeded database.
${rows.length} scenes; ${failed ? `<strong>${failed} could not be taken</strong> (the error is shown in its place)` : 'all taken'}.
Click a picture for its full size.</p>
<nav>${groups.map((g) => `<a href="#${escape(g)}">${escape(g)}</a>`).join('')}</nav>
${sections.join('\n')}
</body></html>
`
}
