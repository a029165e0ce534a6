extension GalleryHeaderBar {
    /// The header bar's widget tree and its primary menu (``UITemplate``'s `{{key}}`s are
    /// the strings ``GalleryHeaderBar`` translates). End children run from the right edge in:
    /// the Trash's slot, the primary menu, the zoom control's slot (``ZoomControl``). Every
    /// button's action is in the primary menu too, where it stays reachable in a narrow window
    /// (``GalleryHeaderBar/isCompact``).
    static let template = #"""
    <interface>
      <object class="AdwHeaderBar" id="header">
        <child type="start">
          <object class="GtkButton" id="galleries">
            <property name="icon-name">sidebar-show-symbolic</property>
            <property name="tooltip-text">{{galleries}}</property>
            <property name="visible">0</property>
            <accessibility><property name="label">{{galleries}}</property></accessibility>
          </object>
        </child>
        <child type="start">
          <object class="GtkButton" id="add">
            <property name="icon-name">list-add-symbolic</property>
            <property name="tooltip-text">{{add-tooltip}}</property>
            <accessibility><property name="label">{{add}}</property></accessibility>
          </object>
        </child>
        <child type="start">
          <object class="GtkButton" id="new-gallery">
            <property name="icon-name">folder-new-symbolic</property>
            <property name="tooltip-text">{{new-gallery-tooltip}}</property>
            <accessibility><property name="label">{{new-gallery}}</property></accessibility>
          </object>
        </child>
        <child type="start">
          <object class="GtkButton" id="undo">
            <property name="icon-name">edit-undo-symbolic</property>
            <property name="tooltip-text">{{undo-tooltip}}</property>
            <property name="action-name">app.undo</property>
            <accessibility><property name="label">{{undo}}</property></accessibility>
          </object>
        </child>
        <child type="start">
          <object class="GtkButton" id="redo">
            <property name="icon-name">edit-redo-symbolic</property>
            <property name="tooltip-text">{{redo-tooltip}}</property>
            <property name="action-name">app.redo</property>
            <accessibility><property name="label">{{redo}}</property></accessibility>
          </object>
        </child>
        <property name="title-widget">
          <object class="AdwWindowTitle" id="title">
            <property name="title">{{app-name}}</property>
          </object>
        </property>
        <child type="end">
          <object class="GtkBox" id="trash-slot"/>
        </child>
        <child type="end">
          <object class="GtkMenuButton" id="menu">
            <property name="icon-name">open-menu-symbolic</property>
            <property name="tooltip-text">{{main-menu}}</property>
            <property name="menu-model">primary-menu</property>
            <property name="primary">1</property>
            <accessibility><property name="label">{{main-menu}}</property></accessibility>
          </object>
        </child>
        <child type="end">
          <object class="GtkBox" id="zoom-slot"/>
        </child>
      </object>
      <menu id="primary-menu">
        <item><attribute name="label">{{add-pictures-item}}</attribute><attribute name="action">app.add-pictures</attribute></item>
        <item><attribute name="label">{{import-folder-item}}</attribute><attribute name="action">app.import-folder</attribute></item>
        <item><attribute name="label">{{export-item}}</attribute><attribute name="action">app.export-pictures</attribute></item>
        <item><attribute name="label">{{new-window-item}}</attribute><attribute name="action">app.new-window</attribute></item>
        <item><attribute name="label">{{new-gallery}}</attribute><attribute name="action">app.new-gallery</attribute></item>
        <item><attribute name="label">{{undo}}</attribute><attribute name="action">app.undo</attribute></item>
        <item><attribute name="label">{{redo}}</attribute><attribute name="action">app.redo</attribute></item>
        <section>
          <item><attribute name="label">{{zoom-in}}</attribute><attribute name="action">app.zoom-in</attribute></item>
          <item><attribute name="label">{{zoom-out}}</attribute><attribute name="action">app.zoom-out</attribute></item>
        </section>
        <section>
          <item><attribute name="label">{{sort-by-name}}</attribute><attribute name="action">app.sort-by-name</attribute></item>
          <item><attribute name="label">{{sort-by-date}}</attribute><attribute name="action">app.sort-by-date</attribute></item>
        </section>
        <section>
          <attribute name="label">{{layout}}</attribute>
          <item><attribute name="label">{{justified-rows}}</attribute><attribute name="action">app.justified-rows</attribute></item>
        </section>
        <section>
          <item><attribute name="label">{{preferences}}</attribute><attribute name="action">app.preferences</attribute></item>
          <item><attribute name="label">{{shortcuts}}</attribute><attribute name="action">app.shortcuts</attribute></item>
          <item><attribute name="label">{{about}}</attribute><attribute name="action">app.about</attribute></item>
        </section>
      </menu>
    </interface>
    """#
}
