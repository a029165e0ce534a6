extension GalleryContextMenu {
    /// The context menus' models (``UITemplate``'s `{{key}}`s are the strings
    /// ``GalleryContextMenu`` translates): over pictures, and over empty space.
    static let template = #"""
    <interface>
      <menu id="picture-menu">
        <section>
          <item><attribute name="label">{{open}}</attribute><attribute name="action">app.open-picture</attribute></item>
          <item><attribute name="label">{{open-with}}</attribute><attribute name="action">app.open-with</attribute></item>
          <item><attribute name="label">{{show-in-files}}</attribute><attribute name="action">app.show-in-files</attribute></item>
        </section>
        <section>
          <item><attribute name="label">{{rotate-right}}</attribute><attribute name="action">app.rotate-clockwise</attribute></item>
          <item><attribute name="label">{{rotate-left}}</attribute><attribute name="action">app.rotate-counterclockwise</attribute></item>
          <item><attribute name="label">{{flip}}</attribute><attribute name="action">app.flip-horizontally</attribute></item>
        </section>
        <section>
          <item><attribute name="label">{{properties}}</attribute><attribute name="action">app.properties</attribute></item>
        </section>
      </menu>
      <menu id="background-menu">
        <section>
          <item><attribute name="label">{{add-pictures}}</attribute><attribute name="action">app.add-pictures</attribute></item>
        </section>
        <section>
          <item><attribute name="label">{{sort-by-name}}</attribute><attribute name="action">app.sort-by-name</attribute></item>
          <item><attribute name="label">{{sort-by-date}}</attribute><attribute name="action">app.sort-by-date</attribute></item>
        </section>
      </menu>
    </interface>
    """#
}
