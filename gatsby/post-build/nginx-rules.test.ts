/** @jest-environment node */
import fs from "fs";
import path from "path";
import { generatedNginxRules, nginxRules } from "./nginx-rules";
import { IMMUTABLE, REVALIDATE, type HeaderRule } from "./header-rules";

const HEADERS: HeaderRule[] = [
  {
    path: "/*",
    headers: {
      "Content-Security-Policy": "default-src 'self'; script-src 'self'",
      "X-Frame-Options": "DENY",
      "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    },
  },
  { path: "/page-data/*", headers: { "Cache-Control": REVALIDATE } },
  { path: "/sw.js", headers: { "Cache-Control": REVALIDATE } },
  { path: "/static/*", headers: { "Cache-Control": IMMUTABLE } },
  { path: "/app-0123456789abcdef0123.js", headers: { "Cache-Control": IMMUTABLE } },
];

const template = fs.readFileSync(path.join(__dirname, "..", "..", "deploy", "nginx", "site.conf"), "utf8");

describe("public/_nginx.conf", () => {
  const rules = generatedNginxRules(HEADERS, [
    { fromPath: "/program", toPath: "/kulturprogram" },
    { fromPath: "/gavekort/", toPath: "https://billett.example.no/gavekort?kilde=$nett" },
  ]);

  it("sends the /* rule's headers on every answer, and HSTS only over https", () => {
    expect(rules).toContain(`add_header Content-Security-Policy "default-src 'self'; script-src 'self'" always;`);
    expect(rules).toContain(`add_header X-Frame-Options "DENY" always;`);
    expect(rules).toMatch(
      /set \$site_strict_transport_security "";\nif \(\$scheme = https\) \{\n {4}set \$site_strict_transport_security "max-age=31536000; includeSubDomains";\n\}/,
    );
    expect(rules).toContain("add_header Strict-Transport-Security $site_strict_transport_security always;");
  });

  it("drops for a path what its rule detaches (! Name), and gives the feeds their own type in place of nginx's", () => {
    const framed = generatedNginxRules(
      [
        ...HEADERS,
        {
          path: "/embed/program",
          detach: ["Content-Security-Policy", "X-Frame-Options"],
          headers: { "Content-Security-Policy": "default-src 'none'; frame-ancestors *" },
        },
        { path: "/feed/program.rss", headers: { "Content-Type": "application/rss+xml; charset=utf-8" } },
      ],
      [],
    );
    // Sent through variables now, so a location can empty them; elsewhere they keep the /* values.
    expect(framed).toContain(`set $site_x_frame_options "DENY";`);
    expect(framed).toContain("add_header X-Frame-Options $site_x_frame_options always;");
    expect(framed).toContain(`set $site_content_security_policy "default-src 'self'; script-src 'self'";`);
    expect(framed).toContain(
      `location = "/embed/program" {\n    set $site_x_frame_options "";\n    set $site_content_security_policy "default-src 'none'; frame-ancestors *";`,
    );
    expect(framed).toContain(
      `location = "/feed/program.rss" {\n    types { }\n    default_type "application/rss+xml; charset=utf-8";`,
    );
    expect(framed).not.toMatch(/add_header Content-Type/);
    expect(() =>
      generatedNginxRules([...HEADERS, { path: "/embed/program", detach: ["X-Powered-By"], headers: {} }], []),
    ).toThrow(/\/embed\/program drops X-Powered-By/);
  });

  it("checks every time unless a rule says otherwise, and names each rule's paths as a location", () => {
    expect(rules).toContain(`set $site_cache_control "public, max-age=0, must-revalidate";`);
    expect(rules).toContain("add_header Cache-Control $site_cache_control always;");
    expect(rules).toContain(`location ^~ "/static/" {\n    set $site_cache_control "public, max-age=31536000, immutable";`);
    expect(rules).toContain(
      `location = "/app-0123456789abcdef0123.js" {\n    set $site_cache_control "public, max-age=31536000, immutable";`,
    );
    expect(rules).toContain(`location = "/sw.js" {`);
    // No location adds a header of its own: that would drop the server's add_header lines there.
    expect(rules.split("location")[1]).not.toContain("add_header");
  });

  it("answers each old address with a 301, with or without a trailing slash", () => {
    expect(rules).toContain(`location = "/program" {\n    return 301 "/kulturprogram";\n}`);
    expect(rules).toContain(`location = "/program/" {`);
    expect(rules).toContain(`location = "/gavekort" {\n    return 301 "https://billett.example.no/gavekort?kilde=%24nett";\n}`);
  });

  it("stops at a value nginx would read otherwise", () => {
    expect(() => generatedNginxRules([{ path: "/*", headers: { "X-Test": 'a"b' } }], [])).toThrow(/X-Test/);
    expect(() => generatedNginxRules([{ path: "/*", headers: { "X-Test": "$host" } }], [])).toThrow(/X-Test/);
    expect(() => generatedNginxRules(HEADERS, [{ fromPath: "/a", toPath: '/b";return 200 "x' }])).toThrow(/redirect/);
    expect(() =>
      generatedNginxRules([...HEADERS, { path: "/static/x.js", headers: { "Cache-Control": "no-store" } }], []),
    ).toThrow(/overlap/);
  });

  it("fills in deploy/nginx/site.conf at its marker", () => {
    const conf = nginxRules(template, HEADERS, []);
    expect(conf).toContain("gzip_static on;");
    expect(conf).toContain("# Generated by the build");
    expect(conf).not.toMatch(/^# \{\{GENERATED\}\}/m);
    expect(() => nginxRules("# nothing here", HEADERS, [])).toThrow(/GENERATED/);
  });

  it("sends /admin, query and all, to the web editor at /admin/, where its own policy applies", () => {
    const conf = nginxRules(template, HEADERS, []);
    expect(conf).toContain('location = "/admin" {\n    return 301 "/admin/$is_args$args";\n}');
    // Written once, by the build, as for the other hosts (gatsby/post-build/site-redirects.ts).
    expect(conf.match(/location = "?\/admin"? /g)).toHaveLength(1);
  });
});
