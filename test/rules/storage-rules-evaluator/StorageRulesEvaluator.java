// Evaluates storage.rules with Google's rules engine as shipped in the official Firestore
// emulator jar (the same compiler and evaluator, and its `firebase.storage` service with
// firestore.get/exists), because no Storage emulator runs on these machines. What is ours
// is only the glue below: the request/resource maps and the Firestore documents a test case
// gives. Run: java -cp <cloud-firestore-emulator.jar> StorageRulesEvaluator.java <cases.json>
// Prints one JSON object: { issues: [...], results: [{ name, permit, error }] }.
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
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class StorageRulesEvaluator {
  public static void main(String[] args) throws Exception {
    JsonObject input = JsonParser.parseString(new String(Files.readAllBytes(Paths.get(args[0])), StandardCharsets.UTF_8)).getAsJsonObject();
    // The options of a deployed ruleset: cross-service calls (firestore.*), let and ternary allowed.
    FirebaseRulesLangOptions options = FirebaseRulesLangOptions.builder().allowCrossServiceRules(true).allowTernaryOperator(true).allowLetBindings(true).build();
    CompileResult compiled = FirebaseRulesProtoCompiler.createStandalone(options)
        .compile(Source.newBuilder().addFiles(File.newBuilder().setName("storage.rules").setContent(input.get("rules").getAsString())));
    JsonObject out = new JsonObject();
    JsonArray issues = new JsonArray();
    for (Issue issue : compiled.getIssues()) {
      JsonObject i = new JsonObject();
      i.addProperty("severity", issue.getSeverity().name());
      i.addProperty("description", issue.getDescription());
      i.addProperty("line", issue.getSourcePosition().getLine());
      issues.add(i);
    }
    out.add("issues", issues);
    JsonArray results = new JsonArray();
    if (!compiled.hasCompilationError()) {
      RulesetAst ast = compiled.getRulesetAst();
      JsonObject firestore = input.has("firestore") ? input.getAsJsonObject("firestore") : new JsonObject();
      for (JsonElement c : input.getAsJsonArray("cases")) results.add(evaluate(ast, firestore, c.getAsJsonObject()));
    }
    out.add("results", results);
    System.out.println(new Gson().toJson(out));
  }

  static JsonObject evaluate(RulesetAst ast, JsonObject firestore, JsonObject c) {
    JsonObject result = new JsonObject();
    result.addProperty("name", c.get("name").getAsString());
    try {
      String bucket = c.has("bucket") ? c.get("bucket").getAsString() : "demo-advocacia.appspot.com";
      List<ExpressionPathSegmentValue> segments = new ArrayList<>();
      segments.add(ExpressionValueUtils.simpleSegment("b"));
      segments.add(ExpressionValueUtils.simpleSegment(bucket));
      segments.add(ExpressionValueUtils.simpleSegment("o"));
      for (String s : c.get("path").getAsString().split("/")) segments.add(ExpressionValueUtils.simpleSegment(s));
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
      if (c.has("requestResource") && !c.get("requestResource").isJsonNull()) request.put("resource", objectResource(bucket, c.get("path").getAsString(), c.getAsJsonObject("requestResource")));
      ExpressionMapValue requestMap = ExpressionValueUtils.createValue(request).getMapValue();
      ExpressionValue existing = c.has("resource") && !c.get("resource").isJsonNull()
          ? ExpressionValueUtils.createValue(objectResource(bucket, c.get("path").getAsString(), c.getAsJsonObject("resource")))
          : ExpressionValueUtils.NULL;

      Context ctx = new Context(path, requestMap, existing, firestore);
      String method = c.get("method").getAsString();
      AuthRuleEvaluator.RuleContext rule;
      switch (method) {
        case "get": rule = FirebaseStorageGetContextConverter.convert(ctx); break;
        case "list": rule = FirebaseStorageListContextConverter.convert(ctx); break;
        case "create": rule = FirebaseStorageCreateContextConverter.convert(ctx); break;
        case "update": rule = FirebaseStorageUpdateContextConverter.convert(ctx); break;
        case "delete": rule = FirebaseStorageDeleteContextConverter.convert(ctx); break;
        default: throw new IllegalArgumentException("method " + method);
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

  /** The object fields rules read as resource / request.resource (name, bucket, size, contentType, metadata…). */
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

  /** One request: the object path, the request map, the stored object, and Firestore documents by path. */
  static final class Context implements FirebaseStorageService.FirebaseStorageCreateContext,
      FirebaseStorageService.FirebaseStorageUpdateContext, FirebaseStorageService.FirebaseStorageGetContext,
      FirebaseStorageService.FirebaseStorageDeleteContext, FirebaseStorageService.FirebaseStorageListContext {
    private final ExpressionPathValue path;
    private final ExpressionMapValue request;
    private final ExpressionValue resource;
    private final JsonObject firestore;

    Context(ExpressionPathValue path, ExpressionMapValue request, ExpressionValue resource, JsonObject firestore) {
      this.path = path;
      this.request = request;
      this.resource = resource;
      this.firestore = firestore;
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
      return Futures.immediateFuture(firestore.has(documentPath(p)) ? ExpressionValueUtils.TRUE : ExpressionValueUtils.FALSE);
    }

    public ListenableFuture<ExpressionValue> firestoreGet(ExpressionPathValue p, SourcePosition pos) {
      String doc = documentPath(p);
      if (!firestore.has(doc)) return Futures.immediateFailedFuture(new IllegalStateException("firestore.get: no document " + doc));
      Map<String, Object> snapshot = new LinkedHashMap<>();
      snapshot.put("data", toJava(firestore.get(doc)));
      snapshot.put("id", doc.substring(doc.lastIndexOf('/') + 1));
      snapshot.put("__name__", p);
      return Futures.immediateFuture(ExpressionValueUtils.createValue(snapshot));
    }
  }
}
