package app;

import org.springframework.web.bind.annotation.*;

@RestController
class Orders extends b.Orders {
  @GetMapping("/orders/{id}")
  public String show(@PathVariable long id, @RequestParam String q) {
    for (String part : q.split(",")) {
      if (part.isEmpty()) continue;
    }
    switch (q) {
      case "a": return "A";
      default: break;
    }
    Runnable r = () -> System.out.println(q);
    return q.isEmpty() ? "none" : q + id;
  }
}
