// The rules half of the local Storage STAND-IN (scripts/lib/storage-standin.mjs): evaluates
// storage.rules with Google's rules engine as shipped in the official Firestore emulator jar
// (the same compiler and evaluator, and its `firebase.storage` service), because the official
// Storage emulator cannot run on these machines (Java 21 + a rules-runtime download). It is a
// long-lived sibling of test/rules/storage-rules-evaluator (one-shot, documents given in the
// input): here firestore.get/exists read the running Firestore emulator over REST as its owner
// (rules bypassed), so a profile revoked a second ago is already refused.
//
// Run: java -cp <cloud-firestore-emulator.jar> StorageRulesServer.java <storage.rules> <firestoreHost> <projectId>
// Protocol (one JSON object per line, in and out, answered in order):
//   in  { id, method: get|list|create|update|delete, bucket, path, auth: {uid, token}|null,
//         requestResource?: {size, contentType, metadata}, resource?: {...} }
//   out { id, permit, error? }
//   in  { id, rules: "<new storage.rules text>" }  → out { id, issues: [...] } (kept only when it compiles)
// The first line printed is { ready: true, issues: [...] }.
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageCreateContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageDeleteContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageGetContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageListContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageUpdateContextConverter;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.utils.ExpressionValueUtils;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathSegmentValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.File;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.firebase.rules.v1.SourcePosition;
import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class StorageRulesServer {
  static final Gson GSON = new Gson();
  static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
  static String firestoreHost;
  static String projectId;

  public static void main(String[] args) throws Exception {
    String rules = new String(Files.readAllBytes(Paths.get(args[0])), StandardCharsets.UTF_8);
    firestoreHost = args[1];
    projectId = args[2];
    JsonArray issues = new JsonArray();
    RulesetAst ast = compile(rules, issues);
    JsonObject ready = new JsonObject();
    ready.addProperty("ready", true);
    ready.add("issues", issues);
    System.out.println(GSON.toJson(ready));
    System.out.flush();
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isBlank()) continue;
      JsonObject c = JsonParser.parseString(line).getAsJsonObject();
      JsonObject out;
      if (c.has("rules")) {
        JsonArray newIssues = new JsonArray();
        RulesetAst next = compile(c.get("rules").getAsString(), newIssues);
        if (next != null) ast = next;
        out = new JsonObject();
        out.add("issues", newIssues);
      } else if (ast == null) {
        out = new JsonObject();
        out.addProperty("permit", false);
        out.addProperty("error", "storage.rules does not compile");
      } else {
        out = evaluate(ast, c);
      }
      out.add("id", c.get("id"));
      System.out.println(GSON.toJson(out));
      System.out.flush();
    }
  }

  /** The options of a deployed ruleset: cross-service calls (firestore.*), let and ternary allowed. Null when it does not compile. */
  static RulesetAst compile(String rules, JsonArray issues) {
    FirebaseRulesLangOptions options = FirebaseRulesLangOptions.builder().allowCrossServiceRules(true).allowTernaryOperator(true).allowLetBindings(true).build();
    CompileResult compiled = FirebaseRulesProtoCompiler.createStandalone(options)
        .compile(Source.newBuilder().addFiles(File.newBuilder().setName("storage.rules").setContent(rules)));
    for (Issue issue : compiled.getIssues()) {
      JsonObject i = new JsonObject();
      i.addProperty("severity", issue.getSeverity().name());
      i.addProperty("description", issue.getDescription());
      i.addProperty("line", issue.getSourcePosition().getLine());
      issues.add(i);
    }
    return compiled.hasCompilationError() ? null : compiled.getRulesetAst();
  }

  static JsonObject evaluate(RulesetAst ast, JsonObject c) {
    JsonObject result = new JsonObject();
    try {
      String bucket = c.get("bucket").getAsString();
      String objectPath = c.get("path").getAsString();
      List<ExpressionPathSegmentValue> segments = new ArrayList<>();
      segments.add(ExpressionValueUtils.simpleSegment("b"));
      segments.add(ExpressionValueUtils.simpleSegment(bucket));
      segments.add(ExpressionValueUtils.simpleSegment("o"));
      if (!objectPath.isEmpty()) for (String s : objectPath.split("/", -1)) segments.add(ExpressionValueUtils.simpleSegment(s));
      ExpressionPathValue path = ExpressionValueUtils.path(segments).getPathValue();

      Map<String, Object> request = new LinkedHashMap<>();
      JsonElement auth = c.get("auth");
      if (auth == null || auth.isJsonNull()) request.put("auth", null);
      else {
        Map<String, Object> a = new LinkedHashMap<>();
        a.put("uid", auth.getAsJsonObject().get("uid").getAsString());
        a.put("token", toJava(auth.getAsJsonObject().has("token") ? auth.getAsJsonObject().get("token") : new JsonObject()));
        request.put("auth", a);
      }
      request.put("path", path);
      request.put("time", ExpressionValueUtils.createValue(com.google.protobuf.util.Timestamps.fromMillis(System.currentTimeMillis())));
      if (c.has("requestResource") && !c.get("requestResource").isJsonNull()) request.put("resource", objectResource(bucket, objectPath, c.getAsJsonObject("requestResource")));
      ExpressionMapValue requestMap = ExpressionValueUtils.createValue(request).getMapValue();
      ExpressionValue existing = c.has("resource") && !c.get("resource").isJsonNull()
          ? ExpressionValueUtils.createValue(objectResource(bucket, objectPath, c.getAsJsonObject("resource")))
          : ExpressionValueUtils.NULL;

      Context ctx = new Context(path, requestMap, existing);
      AuthRuleEvaluator.RuleContext rule;
      switch (c.get("method").getAsString()) {
        case "get": rule = FirebaseStorageGetContextConverter.convert(ctx); break;
        case "list": rule = FirebaseStorageListContextConverter.convert(ctx); break;
        case "create": rule = FirebaseStorageCreateContextConverter.convert(ctx); break;
        case "update": rule = FirebaseStorageUpdateContextConverter.convert(ctx); break;
        case "delete": rule = FirebaseStorageDeleteContextConverter.convert(ctx); break;
        default: throw new IllegalArgumentException("method " + c.get("method"));
      }
      result.addProperty("permit", new DefaultEvaluator(ast).evaluate(rule).get().permit());
    } catch (Exception e) {
      // An evaluation error denies, as in production; the message says why.
      result.addProperty("permit", false);
      Throwable cause = e.getCause() != null ? e.getCause() : e;
      result.addProperty("error", String.valueOf(cause.getMessage()));
    }
    return result;
  }

  static Map<String, Object> objectResource(String bucket, String name, JsonObject given) {
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("name", name);
    r.put("bucket", bucket);
    r.put("metadata", new LinkedHashMap<String, Object>());
    for (Map.Entry<String, JsonElement> e : given.entrySet()) r.put(e.getKey(), toJava(e.getValue()));
    return r;
  }

  static Object toJava(JsonElement e) {
    if (e == null || e.isJsonNull()) return null;
    if (e.isJsonObject()) {
      Map<String, Object> m = new LinkedHashMap<>();
      for (Map.Entry<String, JsonElement> x : e.getAsJsonObject().entrySet()) m.put(x.getKey(), toJava(x.getValue()));
      return m;
    }
    if (e.isJsonArray()) {
      List<Object> l = new ArrayList<>();
      for (JsonElement x : e.getAsJsonArray()) l.add(toJava(x));
      return l;
    }
    if (e.getAsJsonPrimitive().isBoolean()) return e.getAsBoolean();
    if (e.getAsJsonPrimitive().isNumber()) {
      double d = e.getAsDouble();
      return d == Math.rint(d) ? (Object) e.getAsLong() : (Object) d;
    }
    return e.getAsString();
  }

  /** A Firestore REST value ({stringValue: ...}, {mapValue: {fields}} ...) as the rules see it. */
  static Object fromFirestore(JsonObject v) {
    if (v.has("stringValue")) return v.get("stringValue").getAsString();
    if (v.has("booleanValue")) return v.get("booleanValue").getAsBoolean();
    if (v.has("integerValue")) return Long.parseLong(v.get("integerValue").getAsString());
    if (v.has("doubleValue")) return v.get("doubleValue").getAsDouble();
    if (v.has("nullValue")) return null;
    // Timestamps as their RFC 3339 text: no storage rule compares Firestore times.
    if (v.has("timestampValue")) return v.get("timestampValue").getAsString();
    if (v.has("referenceValue")) return v.get("referenceValue").getAsString();
    if (v.has("mapValue")) return fields(v.getAsJsonObject("mapValue").getAsJsonObject("fields"));
    if (v.has("arrayValue")) {
      List<Object> l = new ArrayList<>();
      JsonArray values = v.getAsJsonObject("arrayValue").getAsJsonArray("values");
      if (values != null) for (JsonElement x : values) l.add(fromFirestore(x.getAsJsonObject()));
      return l;
    }
    return null;
  }

  static Map<String, Object> fields(JsonObject fields) {
    Map<String, Object> m = new LinkedHashMap<>();
    if (fields != null) for (Map.Entry<String, JsonElement> e : fields.entrySet()) m.put(e.getKey(), fromFirestore(e.getValue().getAsJsonObject()));
    return m;
  }

  /** The document at 'users/ana' from the Firestore emulator (as its owner), or null when absent. */
  static JsonObject readDocument(String documentPath) throws Exception {
    StringBuilder encoded = new StringBuilder();
    for (String part : documentPath.split("/")) {
      if (encoded.length() > 0) encoded.append('/');
      encoded.append(URLEncoder.encode(part, StandardCharsets.UTF_8).replace("+", "%20"));
    }
    HttpRequest req = HttpRequest.newBuilder(URI.create("http://" + firestoreHost + "/v1/projects/" + projectId + "/databases/(default)/documents/" + encoded))
        .header("Authorization", "Bearer owner").timeout(Duration.ofSeconds(30)).GET().build();
    HttpResponse<String> res = HTTP.send(req, HttpResponse.BodyHandlers.ofString());
    if (res.statusCode() == 404) return null;
    if (res.statusCode() != 200) throw new IllegalStateException("firestore read " + documentPath + ": HTTP " + res.statusCode());
    return JsonParser.parseString(res.body()).getAsJsonObject();
  }

  static final class Context implements FirebaseStorageService.FirebaseStorageCreateContext,
      FirebaseStorageService.FirebaseStorageUpdateContext, FirebaseStorageService.FirebaseStorageGetContext,
      FirebaseStorageService.FirebaseStorageDeleteContext, FirebaseStorageService.FirebaseStorageListContext {
    private final ExpressionPathValue path;
    private final ExpressionMapValue request;
    private final ExpressionValue resource;

    Context(ExpressionPathValue path, ExpressionMapValue request, ExpressionValue resource) {
      this.path = path;
      this.request = request;
      this.resource = resource;
    }

    public ExpressionPathValue path() { return path; }
    public ExpressionMapValue request() { return request; }
    public ListenableFuture<ExpressionValue> resource() { return Futures.immediateFuture(resource); }
    public ExpressionValue debug(ExpressionValue v) { return v; }

    /** '/databases/(default)/documents/users/ana' → 'users/ana'. */
    private String documentPath(ExpressionPathValue p) {
      List<String> parts = new ArrayList<>();
      for (ExpressionPathSegmentValue s : p.getSegmentsList()) parts.add(s.getSimple());
      if (parts.size() < 3 || !parts.get(0).equals("databases") || !parts.get(2).equals("documents")) throw new IllegalArgumentException("not a document path: " + parts);
      return String.join("/", parts.subList(3, parts.size()));
    }

    public ListenableFuture<ExpressionValue> firestoreExists(ExpressionPathValue p, SourcePosition pos) {
      try {
        return Futures.immediateFuture(readDocument(documentPath(p)) != null ? ExpressionValueUtils.TRUE : ExpressionValueUtils.FALSE);
      } catch (Exception e) {
        return Futures.immediateFailedFuture(e);
      }
    }

    public ListenableFuture<ExpressionValue> firestoreGet(ExpressionPathValue p, SourcePosition pos) {
      try {
        String doc = documentPath(p);
        JsonObject found = readDocument(doc);
        if (found == null) return Futures.immediateFailedFuture(new IllegalStateException("firestore.get: no document " + doc));
        Map<String, Object> snapshot = new LinkedHashMap<>();
        snapshot.put("data", fields(found.getAsJsonObject("fields")));
        snapshot.put("id", doc.substring(doc.lastIndexOf('/') + 1));
        snapshot.put("__name__", p);
        return Futures.immediateFuture(ExpressionValueUtils.createValue(snapshot));
      } catch (Exception e) {
        return Futures.immediateFailedFuture(e);
      }
    }
  }
}
