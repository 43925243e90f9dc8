// corpus: CWE-90 safe — the filter takes list element 1, which after remove(0) is the literal "floor-3", not the request value.
package com.acme.facilities;

import java.util.ArrayList;
import java.util.List;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.SearchControls;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PrinterDirectoryController {
    private final DirContext dir;

    public PrinterDirectoryController(DirContext dir) {
        this.dir = dir;
    }

    @GetMapping("/printers/any")
    public boolean anyPrinter(@RequestParam String location) throws NamingException {
        List<String> locations = new ArrayList<>();
        locations.add("lobby");
        locations.add(location);
        locations.add("floor-3");
        locations.remove(0);
        String filter = "(&(objectClass=printer)(l=" + locations.get(1) + "))";
        return dir.search("ou=devices,dc=acme,dc=com", filter, new SearchControls()).hasMore();
    }
}
