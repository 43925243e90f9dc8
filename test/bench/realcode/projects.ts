/**
 * Real, mature projects' source, obtained as packages: npm tarballs, and Debian's packages that ship source (Python
 * modules, Go `-dev` packages, PHP and Ruby libraries, the JDK's src.zip). Versions are pinned; a Debian version that
 * left the archive is replaced by the current one, with a warning (labels are by file and line).
 */
import type { Language } from '../../../shared/src/contract';

export interface RealProject {
  name: string;
  language: Language;
  /** `npm:<package>@<version>` or `deb:<package>=<version>`. */
  source: string;
  /** Folders (inside the unpacked package) whose files are reviewed. */
  include: readonly string[];
  /** Path fragments of files left out (tests, fixtures, generated code). */
  exclude?: readonly string[];
}

export const REAL_PROJECTS: readonly RealProject[] = [
  { name: 'koa', language: 'javascript', source: 'npm:koa@3.3.0', include: ['package/lib'] },
  { name: 'fastify', language: 'javascript', source: 'npm:fastify@5.12.8', include: ['package/lib', 'package/fastify.js'] },
  { name: 'axios', language: 'javascript', source: 'npm:axios@1.21.1', include: ['package/lib'] },
  { name: 'lodash', language: 'javascript', source: 'npm:lodash@4.17.21', include: ['package'], exclude: ['package/lodash.js', 'package/core.js', '.min.js', 'package/fp/', 'package/fp.js'] },
  { name: 'typeorm', language: 'javascript', source: 'npm:typeorm@1.1.4', include: ['package/query-builder', 'package/repository', 'package/persistence', 'package/entity-manager', 'package/driver/postgres'] },
  { name: 'trpc-server', language: 'typescript', source: 'npm:@trpc/server@11.25.2', include: ['package/src'] },
  { name: 'flask', language: 'python', source: 'deb:python3-flask=2.2.2-3', include: ['usr/lib/python3/dist-packages/flask'] },
  { name: 'jinja2', language: 'python', source: 'deb:python3-jinja2=3.1.2-1+deb12u3', include: ['usr/lib/python3/dist-packages/jinja2'] },
  { name: 'werkzeug', language: 'python', source: 'deb:python3-werkzeug=2.2.2-3+deb12u1', include: ['usr/lib/python3/dist-packages/werkzeug'], exclude: ['/debug/shared/'] },
  { name: 'requests', language: 'python', source: 'deb:python3-requests=2.28.1+dfsg-1', include: ['usr/lib/python3/dist-packages/requests'] },
  { name: 'django-http', language: 'python', source: 'deb:python3-django=3:3.2.25-0+deb12u7', include: ['usr/lib/python3/dist-packages/django/http', 'usr/lib/python3/dist-packages/django/views', 'usr/lib/python3/dist-packages/django/contrib/auth'], exclude: ['/migrations/', '/locale/'] },
  { name: 'echo', language: 'go', source: 'deb:golang-github-labstack-echo-dev=4.2.1-3', include: ['usr/share/gocode/src/github.com/labstack/echo'], exclude: ['_test.go'] },
  { name: 'cobra', language: 'go', source: 'deb:golang-github-spf13-cobra-dev=1.6.1-1', include: ['usr/share/gocode/src/github.com/spf13/cobra'], exclude: ['_test.go'] },
  { name: 'gin', language: 'go', source: 'deb:golang-github-gin-gonic-gin-dev=1.8.1-1', include: ['usr/share/gocode/src/github.com/gin-gonic/gin'], exclude: ['_test.go'] },
  { name: 'jdk-net', language: 'java', source: 'deb:openjdk-17-source=17.0.21.1+2-1~deb12u1', include: ['src/java.net.http/jdk/internal/net/http/common', 'src/java.base/java/net'] },
  { name: 'symfony-http-foundation', language: 'php', source: 'deb:php-symfony-http-foundation=5.4.53+dfsg-0+deb12u1', include: ['usr/share/php/Symfony/Component/HttpFoundation'], exclude: ['/Tests/'] },
  { name: 'guzzle', language: 'php', source: 'deb:php-guzzlehttp-guzzle=7.4.5-1', include: ['usr/share/php/GuzzleHttp'] },
  { name: 'rack', language: 'ruby', source: 'deb:ruby-rack=2.2.22-0+deb12u2', include: ['usr/share/rubygems-integration/all/gems/rack-2.2.22/lib'] },
  { name: 'sinatra', language: 'ruby', source: 'deb:ruby-sinatra=3.0.5-3+deb12u1', include: ['usr/share/rubygems-integration/all/gems/sinatra-3.0.5/lib'] },
];
