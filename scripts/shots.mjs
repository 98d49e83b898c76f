// `npm run shots`: builds, serves the production build under wrangler dev on a fresh seeded D1 of
// its own, and photographs every page and dialog (scripts/shots/scenes.mjs) at 1280×800 and
// 390×844 with the system Chromium into .shots/, with .shots/index.html as the contact sheet.
// Usage: npm run shots [-- --no-build] [-- --only <text in a scene's group or name>]
import { chromium } from '@playwright/test'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { bin, quietEnv, root, run, start } from './lib.mjs'
import { makeNewBusiness, NEW_BUSINESS } from './shots/new-business.mjs'
import { SCENES } from './shots/scenes.mjs'
import { contactSheet } from './shots/sheet.mjs'

const args = process.argv.slice(2)
const only = args.includes('--only') ? args[args.indexOf('--only') + 1]?.toLowerCase() : null
const port = process.env.SHOTS_PORT ?? '8790'
const origin = `http://localhost:${port}`
const out = join(root, '.shots')
const state = join(root, 'tests', '.tmp', 'shots-state')
const PASSWORD = 'Demo-pass-2026!'
const ACCOUNTS = {
  customer: { email: 'customer@demo.test', password: PASSWORD },
  owner: { email: 'jps@demo.test', password: PASSWORD },
  admin: { email: 'admin@demo.test', password: PASSWORD },
  // Made by makeNewBusiness once the server is up: approved, not yet live.
  newOwner: { email: NEW_BUSINESS.email, password: NEW_BUSINESS.password },
}
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const slug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

async function serverUp(deadline) {
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the server on ${origin} did not start`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

async function isTaken() {
  try {
    await fetch(`${origin}/api/health`)
    return true
  } catch {
    return false
  }
}

/** Starts the server in its own process group, so stopping it stops wrangler and workerd too. */
function serve() {
  rmSync(state, { recursive: true, force: true })
  run(process.execPath, ['scripts/local-db.mjs', '--persist-to', state])
  const mail = join(state, 'mail')
  mkdirSync(mail, { recursive: true })
  return start(process.execPath, ['scripts/serve.mjs', '--persist-to', state], {
    env: { ...quietEnv, PORT: port, TMPDIR: mail },
    stdio: 'ignore',
    detached: true,
  })
}

async function signedInContext(browser, viewport, as) {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: viewport.width, height: viewport.height },
    reducedMotion: 'reduce',
  })
  if (as) {
    const response = await context.request.post('/api/auth/login', {
      data: ACCOUNTS[as],
    })
    if (response.status() !== 200) throw new Error(`signing in as ${as}: ${response.status()}`)
  }
  return context
}

/* global document, innerHeight, scrollTo, requestAnimationFrame -- these functions run in the page */
// Functions, not strings: Playwright evaluates a string predicate with eval in the page, which
// the Content-Security-Policy refuses once it has to poll. React has hydrated (decision 033: the
// scripts start after the first paint) with every deferred part, and web fonts are in.
const HYDRATED = () => {
  const { appScripts, appHydrated, deferred } = document.documentElement.dataset
  return !appScripts || (appHydrated === 'true' && (deferred ?? '0') === '0')
}
const FONTS = () => document.fonts.ready.then(() => true)
// Every image that has started loading has finished (lazy ones below the fold included, once
// the page has been scrolled through).
const IMAGES = () => [...document.images].every((image) => image.complete)
// Instant, so a page's smooth scrolling is not still under way (a sticky header caught mid-page)
// when the picture is taken.
const SCROLL_THROUGH = async () => {
  for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
    scrollTo({ top: y, behavior: 'instant' })
    await new Promise((resolve) => requestAnimationFrame(resolve))
  }
  scrollTo({ top: 0, behavior: 'instant' })
  await new Promise((resolve) => requestAnimationFrame(resolve))
}

async function photograph(contexts, scene, viewport) {
  const page = await contexts[`${viewport.name}:${scene.as ?? 'guest'}`].newPage()
  try {
    await page.goto(scene.path)
    await page.waitForFunction(HYDRATED)
    await page.waitForFunction(FONTS)
    if (scene.act) await scene.act(page, { viewport: viewport.name })
    if (scene.full) await page.evaluate(SCROLL_THROUGH)
    await page.waitForFunction(IMAGES, undefined, { timeout: 5_000 }).catch(() => {})
    // Let a dialog's entrance finish.
    await page.waitForTimeout(200)
    const file = `${slug(scene.group)}--${slug(scene.name)}--${viewport.name}.png`
    await page.screenshot({ path: join(out, file), fullPage: Boolean(scene.full) })
    return { file, alt: `${scene.name} at ${viewport.width}×${viewport.height}` }
  } catch (error) {
    return { error: error instanceof Error ? error.message.split('\n')[0] : String(error) }
  } finally {
    await page.close()
  }
}

const began = Date.now()
const seconds = () => `${Math.round((Date.now() - began) / 1000)} s`

async function main() {
  if (await isTaken()) throw new Error(`port ${port} is in use; set SHOTS_PORT to another port`)
  if (!args.includes('--no-build')) {
    console.log('› Building')
    run(bin('remix'), ['vite:build'])
  }
  console.log(`› Serving the build on ${origin} with a fresh seeded database`)
  const server = serve()
  const signal = (name) => {
    try {
      process.kill(-server.pid, name)
    } catch {
      // Already stopped.
    }
  }
  const stopped = new Promise((resolve) => server.on('exit', resolve))
  // On any way out (an error, Ctrl-C), the server goes too.
  process.on('exit', () => signal('SIGKILL'))
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))
  await serverUp(Date.now() + 120_000)
  console.log(`› Server up (${seconds()})`)
  await makeNewBusiness(origin, ACCOUNTS.admin)

  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
  const contexts = {}
  for (const viewport of VIEWPORTS)
    for (const as of [undefined, ...Object.keys(ACCOUNTS)])
      contexts[`${viewport.name}:${as ?? 'guest'}`] = await signedInContext(browser, viewport, as)

  const started = new Date().toISOString()
  const scenes = SCENES.filter((s) => !only || `${s.group} ${s.name}`.toLowerCase().includes(only))
  const rows = []
  for (const scene of scenes) {
    const row = { scene, shots: {} }
    // Both sizes at once: two pages keep both cores busy without crowding the machine.
    const sizes = VIEWPORTS.filter((v) => !scene.only || scene.only === v.name)
    const shots = await Promise.all(sizes.map((v) => photograph(contexts, scene, v)))
    sizes.forEach((v, i) => (row.shots[v.name] = shots[i]))
    const failed = shots.filter((s) => s.error)
    console.log(`${failed.length ? '✗' : '✓'} ${scene.group} › ${scene.name} (${seconds()})`)
    for (const f of failed) console.log(`    ${f.error}`)
    rows.push(row)
  }
  await browser.close()
  writeFileSync(
    join(out, 'index.html'),
    contactSheet({ rows, viewports: VIEWPORTS, started, origin }),
  )
  // Stop the server and wait for it, so nothing is left listening on the port.
  signal('SIGTERM')
  await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 15_000))])
  const failures = rows.flatMap((r) => Object.values(r.shots)).filter((s) => s.error).length
  const taken = rows.flatMap((r) => Object.values(r.shots)).length - failures
  console.log(`\n${taken} screenshots in .shots/ in ${seconds()} — open .shots/index.html`)
  if (failures) console.log(`${failures} could not be taken (see the contact sheet)`)
  return failures ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
